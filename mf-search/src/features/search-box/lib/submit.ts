import type { BookingData, Locale, SearchBoxProps } from '@hotel/contracts';
import {
  bookingFromHotelDetailQuery,
  type GeoPoint,
  hotelDetailSearch,
  hotelListSearch,
  nearMeListPath,
  searchSubmitPath,
  shouldOpenRoomPicker,
} from '@hotel/domain/search';
import { areaKeywordOfName } from './booking-from-url';

export type Placement = SearchBoxProps['placement'];

export type SubmitOutcome =
  | { kind: 'emptyLocation' }
  | { kind: 'chooseChildAges' }
  | { kind: 'updatePage' }
  | { kind: 'navigate'; patch: Partial<BookingData>; to: string };

/**
 * The typed text becomes the location when it differs from the picked one: a prefecture or region name
 * searches that area, anything else is a free keyword for the list.
 */
export function typedLocationPatch(booking: BookingData, typed: string): Partial<BookingData> {
  const location = typed.trim();
  if (location === booking.location) return {};
  const areaKeyword = location === '' ? null : areaKeywordOfName(location);
  return { location, hotelID: null, areaKeyword, searchType: areaKeyword ? 'area' : null };
}

interface SubmitInput {
  placement: Placement;
  booking: BookingData;
  typed: string;
  locale: Locale;
  kidsTiersSupported: boolean;
  /** Issue 13: near-me was chosen: the search is for the hotels around this point. */
  nearMe?: GeoPoint | null;
}

/** SPEC 2.3 search submit; on a hotel page the box re-runs that hotel's search instead of leaving it. */
export function submitOutcome({ placement, booking, typed, locale, kidsTiersSupported, nearMe = null }: SubmitInput): SubmitOutcome {
  if (placement === 'hotelDetail') {
    return shouldOpenRoomPicker(booking, kidsTiersSupported) ? { kind: 'chooseChildAges' } : { kind: 'updatePage' };
  }
  if (nearMe) {
    const patch: Partial<BookingData> = { location: '', searchType: null, hotelID: null, areaKeyword: null };
    return { kind: 'navigate', patch, to: nearMeListPath(booking, nearMe, locale) };
  }
  const patch = typedLocationPatch(booking, typed);
  const to = searchSubmitPath({ ...booking, ...patch }, locale);
  return to === null ? { kind: 'emptyLocation' } : { kind: 'navigate', patch, to };
}

export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * SPEC 4 booking popups: the current page's address with the new search. The list keeps its path; the
 * hotel page keeps its tab, filters and booking-edit parameters, but a picked room or plan no longer applies.
 */
export function pageSearchAddress(placement: Placement, address: PageAddress, booking: BookingData, locale: Locale): string | null {
  if (placement === 'hotelList') return `${address.pathname}${hotelListSearch(booking)}`;
  if (placement !== 'hotelDetail') return null;
  const { extras } = bookingFromHotelDetailQuery(new URLSearchParams(address.search), booking.checkIn);
  const search = hotelDetailSearch(booking, { ...extras, roomCode: null, planCode: null, language: locale });
  return `${address.pathname}${search}`;
}
