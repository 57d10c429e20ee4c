import type { BookingData, Locale } from '@hotel/contracts';
import { addDays, isAreaKeyword, matchRoute, prefectures, regions } from '@hotel/domain';
import { bookingFromHotelDetailQuery, bookingFromHotelListQuery, defaultStayDates } from '@hotel/domain/search';

/** Parameters that say a URL carries a stay (dates, rooms, nights), as the list and hotel pages write them. */
const stayParams = ['checkIndate', 'checkOutdate', 'rooms', 'nights', 'coupon_code', 'is_day_use'];

export function carriesStay(params: URLSearchParams): boolean {
  return stayParams.some((name) => params.has(name));
}

/** The area of a `/hotels-{keyword}` path (any language prefix), or null. */
export function areaKeywordOfPath(pathname: string): string | null {
  const pattern = matchRoute(pathname)?.pattern ?? '';
  const keyword = pattern.startsWith('/hotels-') ? pattern.slice('/hotels-'.length) : '';
  return keyword !== '' && keyword !== 'list' && isAreaKeyword(keyword) ? keyword : null;
}

export function areaName(keyword: string, locale: Locale): string {
  const area = prefectures.find((p) => p.keyword === keyword) ?? regions.find((r) => r.keyword === keyword);
  return area ? area.name[locale] : keyword;
}

/** A typed text that names a prefecture or region in any language, as its route keyword. */
export function areaKeywordOfName(text: string): string | null {
  const wanted = text.normalize('NFKC').trim().toLowerCase();
  const named = [...prefectures, ...regions].find(
    (area) => area.keyword === wanted || Object.values(area.name).some((name) => name.toLowerCase() === wanted),
  );
  return named?.keyword ?? null;
}

/**
 * SPEC 2.1, 4: what a hotel list URL says. An area route names its area, `keyword` a place, and a bare
 * `/hotels` clears the keyword; dates and rooms are read only when the URL carries a stay.
 */
export function listPagePatch(pathname: string, search: string, today: string, locale: Locale): Partial<BookingData> {
  const params = new URLSearchParams(search);
  const read = bookingFromHotelListQuery(params, today);
  const area = areaKeywordOfPath(pathname);
  const place: Partial<BookingData> = area
    ? { location: areaName(area, locale), searchType: 'area', areaKeyword: area, hotelID: null }
    : { location: read.location, searchType: read.searchType, areaKeyword: null, hotelID: null };
  if (!carriesStay(params)) return place;
  const { location: _location, searchType: _searchType, ...stay } = read;
  return { ...stay, ...place };
}

/** SPEC 2.5, 4: a hotel page URL: the hotel searched, and its stay when the URL carries one. */
export function hotelPagePatch(hotelId: string, search: string, today: string): Partial<BookingData> {
  const params = new URLSearchParams(search);
  const place: Partial<BookingData> = { searchType: 'hotel', hotelID: hotelId, areaKeyword: null };
  if (!carriesStay(params)) return place;
  return { ...bookingFromHotelDetailQuery(params, today).booking, ...place };
}

/** SPEC 4 "Stored past dates are also reset": a kept stay that has begun becomes the default stay. */
export function storedDatesPatch(booking: BookingData, today: string): Partial<BookingData> | null {
  if (booking.checkIn >= today && booking.checkOut >= today) return null;
  const { checkIn, checkOut } = defaultStayDates(today);
  if (booking.isUndated) return { checkIn, checkOut: addDays(checkIn, booking.nights), checkOutBeforeDayUse: null };
  return { checkIn, checkOut, isDayUse: false, checkOutBeforeDayUse: null };
}
