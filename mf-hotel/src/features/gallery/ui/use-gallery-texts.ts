import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { GalleryA11y } from '../lib';

/** The gallery's screen-reader texts in the page language; swiper fills in `{{index}}` and `{{slidesLength}}`. */
export function useGalleryTexts(hotelName: string): GalleryA11y {
  const intl = useIntl();
  return useMemo(
    () => ({
      label: intl.formatMessage({ id: 'hotel.detail.gallery.label' }, { name: hotelName }),
      carousel: intl.formatMessage({ id: 'hotel.detail.gallery.carousel' }),
      slide: intl.formatMessage({ id: 'hotel.detail.gallery.slide' }),
      position: intl.formatMessage({ id: 'hotel.detail.gallery.position' }, { index: '{{index}}', total: '{{slidesLength}}' }),
    }),
    [intl, hotelName],
  );
}
