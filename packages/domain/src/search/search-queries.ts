import type {
  BookingData,
  BrandHotelsQuery,
  KidsTier,
  PriceSearchRoom,
  RoomEntry,
  RoomSearchQuery,
  SearchRoom,
} from '@hotel/contracts';
import { addDays } from '../dates';
import type { StayDates } from './date-rules';
import { hasChildWithoutAge } from './guest-totals';
import { kidsAgeRangeFor } from './kids-tiers';
import { searchLimits } from './limits';

type SearchedBooking = Pick<
  BookingData,
  | 'checkIn'
  | 'checkOut'
  | 'nights'
  | 'isDayUse'
  | 'isUndated'
  | 'isIncludingOccupied'
  | 'promoCode'
  | 'promoCodeExist'
  | 'roomTypeCodes'
  | 'roomPlanCodes'
  | 'roomList'
>;

/** The stay a search is for: SPEC 5 day use ends on the check-in day; an undated one runs for its nights. */
export function searchedStay(
  booking: Pick<SearchedBooking, 'checkIn' | 'checkOut' | 'nights' | 'isDayUse' | 'isUndated'>,
): StayDates {
  const { checkIn } = booking;
  if (booking.isDayUse) return { checkIn, checkOut: checkIn };
  if (booking.isUndated) return { checkIn, checkOut: addDays(checkIn, booking.nights) };
  return { checkIn, checkOut: booking.checkOut };
}

/** Rooms as every search sends them; with the hotel's tiers, children are also counted per tier (SPEC 5). */
export function searchRooms(rooms: readonly RoomEntry[], tiers: readonly KidsTier[] | null): SearchRoom[] {
  return rooms.map((room) => {
    const searchRoom: SearchRoom = { adults: room.adults, children: room.children.length };
    if (tiers) searchRoom.kids_age_range = kidsAgeRangeFor(room.children, tiers);
    return searchRoom;
  });
}

/** `q` of the hotel page's room and plan search (SPEC 2.5, 4); `tiers` is null when the hotel has none. */
export function roomSearchQuery(booking: SearchedBooking, tiers: readonly KidsTier[] | null): RoomSearchQuery {
  const stay = searchedStay(booking);
  const query: RoomSearchQuery = {
    checkin_date: stay.checkIn,
    checkout_date: stay.checkOut,
    rooms: searchRooms(booking.roomList, tiers),
  };
  if (booking.promoCodeExist) query.coupon_code = booking.promoCode;
  if (booking.isDayUse) query.is_day_use = true;
  if (booking.isIncludingOccupied) query.is_including_occupied = true;
  if (booking.isUndated) Object.assign(query, { search_type: 'undated', nights: booking.nights });
  if (booking.roomTypeCodes.length > 0) query.room_type_codes = [...booking.roomTypeCodes];
  if (booking.roomPlanCodes.length > 0) query.room_plan_codes = [...booking.roomPlanCodes];
  return query;
}

/** The booking part of the brand price search of the hotel list (SPEC 3 price request): dates on every room. */
export function brandPriceSearch(booking: SearchedBooking): Pick<BrandHotelsQuery, 'rooms' | 'is_day_use'> {
  const stay = searchedStay(booking);
  const rooms: PriceSearchRoom[] = searchRooms(booking.roomList, null).map((room) => ({
    ...room,
    checkin_date: stay.checkIn,
    checkout_date: stay.checkOut,
  }));
  return booking.isDayUse ? { rooms, is_day_use: true } : { rooms };
}

export function hasChildrenWithoutAge(booking: Pick<BookingData, 'roomList'>): boolean {
  return hasChildWithoutAge(booking.roomList);
}

/** SPEC 4: with kids tiers supported and a child's age unchosen, the room picker opens instead of searching. */
export function shouldOpenRoomPicker(booking: Pick<BookingData, 'roomList'>, kidsTiersSupported: boolean): boolean {
  return kidsTiersSupported && hasChildrenWithoutAge(booking);
}

/** SPEC 4, 9: the search retried when rooms or plans come back empty: one room, 2 adults, no children. */
export function fallbackRooms(): RoomEntry[] {
  return [{ id: 1, adults: searchLimits.urlDefaultAdults, children: [] }];
}

function isFallbackRooms(rooms: readonly RoomEntry[]): boolean {
  const [only] = rooms;
  return rooms.length === 1 && only?.adults === searchLimits.urlDefaultAdults && only.children.length === 0;
}

/** SPEC 4: retry once with the fallback rooms; a search already made with them is not retried. */
export function shouldRetryWithFallback(
  found: { rooms: number; plans: number },
  roomList: readonly RoomEntry[],
): boolean {
  return (found.rooms === 0 || found.plans === 0) && !isFallbackRooms(roomList);
}
