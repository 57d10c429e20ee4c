import type { BookingData, KidsTierSettings, Locale, RoomSearchQuery } from '@hotel/contracts';
import {
  bookingFromHotelDetailQuery,
  encodeRoomsParam,
  fallbackRooms,
  hotelDetailSearch,
  isSpecialPromo,
  kidsTiersSupported,
  replacedStayDates,
  roomSearchQuery,
  searchedStay,
  shouldOpenRoomPicker,
  specialPromoCode,
  type HotelDetailExtras,
  type HotelDetailSearch,
} from '@hotel/domain/search';
import type { RoomEntry } from '@hotel/contracts';

export interface Address {
  pathname: string;
  search: string;
}

/** The page's search as its URL says (SPEC 2.5), with the OFF5 rule of SPEC 4 applied. */
export interface UrlSearch {
  search: HotelDetailSearch;
  extras: HotelDetailExtras;
  /** True when OFF5 came from booking data and the URL must be updated to carry it. */
  promoAdded: boolean;
  /** SPEC 4: the URL's dates could not be searched (past, reversed, not dates) and +7/+8 days were. */
  datesReplaced: boolean;
}


/**
 * Reads the URL. SPEC 4: the promo code OFF5 in booking data triggers the search with the URL updated,
 * so a URL without a coupon keeps the stored OFF5; dates that fell back are written back too (issue 13).
 */
export function readUrlSearch(query: string, booking: Pick<BookingData, 'promoCode'>, today: string): UrlSearch {
  const params = new URLSearchParams(query);
  const { booking: search, extras } = bookingFromHotelDetailQuery(params, today);
  const datesReplaced = replacedStayDates(params, search) !== null;
  if (search.promoCode !== '' || !isSpecialPromo(booking.promoCode)) return { search, extras, promoAdded: false, datesReplaced };
  return { search: { ...search, promoCode: specialPromoCode, promoCodeExist: true }, extras, promoAdded: true, datesReplaced };
}

/** Booking data as the URL's search sets it (shared through the bus, so the search box shows it). */
export function bookingPatch(search: HotelDetailSearch, hotelId: number): Partial<BookingData> {
  return { ...search, hotelID: String(hotelId), searchType: 'hotel' };
}

/** The same address with some parameters set (a string) or removed (null). */
export function withParams(address: Address, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(address.search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return `${address.pathname}${query ? `?${query}` : ''}`;
}

export function withRooms(address: Address, rooms: readonly RoomEntry[]): string {
  return withParams(address, { rooms: encodeRoomsParam(rooms) });
}

/** SPEC 4: a search committed in the page's search box, written to the URL; a deep link's rate is forgotten. */
export function addressAfterSearch(address: Address, booking: BookingData, extras: HotelDetailExtras): string {
  return `${address.pathname}${hotelDetailSearch(booking, { ...extras, roomCode: null, planCode: null })}`;
}

export function isFallbackParty(rooms: readonly RoomEntry[]): boolean {
  return encodeRoomsParam(rooms) === encodeRoomsParam(fallbackRooms());
}

export interface SearchRequest {
  hotelId: number;
  query: RoomSearchQuery;
  /** Changes whenever the answer may: the query, the language of names, member or visitor. */
  key: string;
}

export interface SearchInput {
  hotelId: number | null;
  search: HotelDetailSearch | null;
  tiers: KidsTierSettings | null;
  tiersSettled: boolean;
  locale: Locale;
  userId: string | null;
}

/** The room search to run, or null: not ready, or (SPEC 4) a child's age must be chosen first. */
export function searchRequest(input: SearchInput): SearchRequest | null {
  const { hotelId, search, tiers } = input;
  if (hotelId === null || search === null || !input.tiersSettled) return null;
  const supported = kidsTiersSupported(tiers);
  if (shouldOpenRoomPicker(search, supported)) return null;
  const query = roomSearchQuery({ ...search, roomTypeCodes: [], roomPlanCodes: [] }, supported && tiers ? tiers.kids_tiers : null);
  return { hotelId, query, key: JSON.stringify([hotelId, query, input.locale, input.userId]) };
}

/** What the URL must be told after it was read: the stored OFF5, the dates actually searched; null: nothing. */
export function urlCorrections(read: UrlSearch): Record<string, string> | null {
  const changes: Record<string, string> = {};
  if (read.promoAdded) changes.coupon_code = specialPromoCode;
  if (read.datesReplaced) {
    const stay = searchedStay(read.search);
    changes.checkIndate = stay.checkIn;
    changes.checkOutdate = stay.checkOut;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
