import type { BookingData, Locale } from '@hotel/contracts';
import { isAreaKeyword } from '../areas';
import { localizedPath } from '../routes';
import { hotelDetailSearch } from './hotel-detail-query';
import { hotelListSearch } from './hotel-list-query';

/**
 * SPEC 2.3 search submit: a hotel search goes to its page, an area to its `/hotels-{keyword}` route, any
 * other place to `/hotels`; the query comes from booking data and language. An empty location goes nowhere
 * (null: the box shows its null-field error).
 */
export function searchSubmitPath(booking: BookingData, locale: Locale): string | null {
  if (booking.searchType === 'hotel' && booking.hotelID) {
    const path = localizedPath(`/hotel/${encodeURIComponent(booking.hotelID)}`, locale);
    return `${path}${hotelDetailSearch(booking, { language: locale })}`;
  }
  if (booking.location.trim() === '') return null;
  const area = booking.searchType === 'area' ? booking.areaKeyword : null;
  const listPath = area && isAreaKeyword(area) ? `/hotels-${area.toLowerCase()}` : '/hotels';
  return `${localizedPath(listPath, locale)}${hotelListSearch(booking)}`;
}
