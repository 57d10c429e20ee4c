import type { BookingData, Locale } from '@hotel/contracts';
import { areaName, areaSearchText } from '@hotel/domain';
import { bookingFromHotelListQuery, type GeoPoint, type HotelListSearch, listSearchTextOf, nearPointOf, replacedStayDates } from '@hotel/domain/search';

/** Where the visitor is: the area of `/hotels-{keyword}` (null for /hotels and /hotels-list) and the query. */
export interface ListRoute {
  keyword: string | null;
  query: string;
  /** `YYYY-MM-DD`, for SPEC 4 "Dates from URL". */
  today: string;
  /** The page's language: the search box shows an area by its name in it. */
  locale: Locale;
}

export interface ListSearch {
  /** SPEC 3 booking data the list is for, shared on the bus so the search box shows it. */
  booking: HotelListSearch & Pick<BookingData, 'areaKeyword' | 'hotelID'>;
  /** The keyword of the hotels-and-areas call; empty for every hotel. */
  searchText: string;
  /** Issue 13: a near-me list is of the hotels around this point (`near=` in the query), nearest first. */
  near: GeoPoint | null;
}

/**
 * SPEC 2.1: an area route's keyword, capitalised, is the search text; otherwise the query's keyword is, and a
 * bare /hotels (no keyword) clears it and lists every hotel. Dates and rooms come from the query (SPEC 4).
 * The box shows the area by its name in the page's language (東京都 rather than the search text Tokyo).
 */
export function listSearchOf({ keyword, query, today, locale }: ListRoute): ListSearch {
  const params = new URLSearchParams(query);
  const fromUrl = bookingFromHotelListQuery(params, today);
  const searchText = listSearchTextOf(keyword, params);
  if (keyword) {
    const location = areaName(keyword, locale) ?? areaSearchText(keyword);
    return {
      booking: { ...fromUrl, location, searchType: 'area', areaKeyword: keyword.toLowerCase(), hotelID: null },
      searchText: searchText ?? '',
      near: null,
    };
  }
  return { booking: { ...fromUrl, areaKeyword: null, hotelID: null }, searchText: searchText ?? '', near: nearPointOf(params) };
}

/**
 * SPEC 4 "Dates from URL" (issue 13): dates the list could not search fell back to +7/+8 days; the URL is told the
 * stay it shows, the rest of the query unchanged. Null when the URL's own dates were searched.
 */
export function listQueryCorrection(query: string, today: string): string | null {
  const params = new URLSearchParams(query);
  const replaced = replacedStayDates(params, bookingFromHotelListQuery(params, today));
  if (!replaced) return null;
  params.set('checkIndate', replaced.checkIn);
  params.set('checkOutdate', replaced.checkOut);
  return `?${params.toString()}`;
}
