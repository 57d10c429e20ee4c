import type { HotelDetailContent } from '@hotel/contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { applyPageMeta, plainSummary } from './lib';

/** The tab title "Hotel name | Hotel Sakura" and the share tags for the hotel; put back when the page leaves. */
export function usePageMeta(hotel: HotelDetailContent | null, overviewHtml: string | null): void {
  const intl = useIntl();
  const title = hotel ? intl.formatMessage({ id: 'hotel.detail.documentTitle' }, { name: hotel.name }) : null;
  // From the sanitized overview only: the raw one may hold scripts whose text must not become the description.
  const description = overviewHtml ? plainSummary(overviewHtml) : '';
  const image = hotel?.images[0]?.url ?? hotel?.featuredImage ?? null;
  useEffect(() => {
    if (title === null) return undefined;
    return applyPageMeta(document, { title, description, image });
  }, [title, description, image]);
}
