import type { BookingData } from '@hotel/contracts';
import {
  appendStayParams,
  readFlag,
  readNights,
  readStayParams,
  type UrlSearchFields,
  type WrittenSearchFields,
} from './stay-query';

/** The place kinds a hotel list is searched by (a hotel search goes to the hotel page instead). */
export const listSearchTypes = ['city', 'district', 'area'] as const;
export type ListSearchType = (typeof listSearchTypes)[number];

export type HotelListSearch = UrlSearchFields & { location: string; searchType: ListSearchType | null };

/** SPEC 5: text inputs take at most 300 characters. */
const maxKeywordLength = 300;

function isListSearchType(value: unknown): value is ListSearchType {
  return listSearchTypes.some((type) => type === value);
}

/** Free text as typed, minus control characters, trimmed and capped; React escapes it when shown. */
export function keywordFromUrl(raw: string | null): string {
  const printable = [...(raw ?? '')].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.trim().slice(0, maxKeywordLength);
}

/**
 * The `?…` of a hotel list. `search_type` names the place kind here, so an undated search is marked with
 * `undated=true` and `nights` rather than the hotel page's `search_type=undated`.
 */
export function hotelListSearch(booking: WrittenSearchFields & Pick<BookingData, 'location' | 'searchType'>): string {
  const params = new URLSearchParams();
  appendStayParams(params, booking);
  if (booking.isUndated) {
    params.set('undated', 'true');
    params.set('nights', String(booking.nights));
  }
  const keyword = keywordFromUrl(booking.location);
  if (keyword !== '') params.set('keyword', keyword);
  if (isListSearchType(booking.searchType)) params.set('search_type', booking.searchType);
  return `?${params.toString()}`;
}

/** A hotel list URL read back; dates as SPEC 4 "Dates from URL", rooms as SPEC 3. */
export function bookingFromHotelListQuery(params: URLSearchParams, today: string): HotelListSearch {
  const undatedNights = readFlag(params, 'undated') ? readNights(params.get('nights')) : null;
  const searchType = params.get('search_type');
  return {
    ...readStayParams(params, today, undatedNights),
    location: keywordFromUrl(params.get('keyword')),
    searchType: isListSearchType(searchType) ? searchType : null,
  };
}
