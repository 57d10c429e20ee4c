import type {
  KidsTierSettings,
  RoomEntry,
  RoomSelection,
  SelectedRoom,
  SelectedRoomsPrice,
  SelectedRoomsQuery,
} from '@hotel/contracts';
import { kidsAgeRangeFor, kidsTiersSupported, type HotelDetailSearch } from '@hotel/domain/search';

/** What a visitor chose for one room of the search. */
export interface Choice {
  roomTypeCode: string;
  roomTypeName: string;
  planCode: string;
  planName: string;
}

/** The stay the engine answered for (an undated search picks its own dates). */
export interface AnsweredStay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

export interface Choosing {
  choices: Array<Choice | null>;
  /** Which room of the search the next choice is for. */
  active: number;
}

export function emptyChoosing(rooms: number): Choosing {
  return { choices: Array.from({ length: rooms }, () => null), active: 0 };
}

/**
 * A choice for the active room (or for every room when the visitor chose "the same for all rooms"); the
 * next room still without a choice becomes active.
 */
export function choose({ choices, active }: Choosing, choice: Choice, sameForAll: boolean): Choosing {
  if (sameForAll) return { choices: choices.map(() => choice), active };
  const next = choices.map((current, index) => (index === active ? choice : current));
  const open = next.findIndex((current, index) => current === null && index > active);
  const anyOpen = next.findIndex((current) => current === null);
  return { choices: next, active: open >= 0 ? open : anyOpen >= 0 ? anyOpen : active };
}

export function isComplete(choices: ReadonlyArray<Choice | null>): choices is Choice[] {
  return choices.length > 0 && choices.every((choice) => choice !== null);
}

function ageRanges(room: RoomEntry, tiers: KidsTierSettings | null) {
  return tiers && kidsTiersSupported(tiers) ? kidsAgeRangeFor(room.children, tiers.kids_tiers) : [];
}

type PricedSearch = Pick<HotelDetailSearch, 'roomList' | 'promoCode' | 'promoCodeExist' | 'isDayUse'>;

/** `q` of the selected-room pricing: each chosen rate for its room's party (SPEC 3 selected-room response). */
export function pricingQuery(stay: AnsweredStay, search: PricedSearch, choices: Choice[], tiers: KidsTierSettings | null): SelectedRoomsQuery {
  const query: SelectedRoomsQuery = {
    checkin_date: stay.checkIn,
    checkout_date: stay.checkOut,
    rooms: choices.map((choice, index) => {
      const room = search.roomList[index] as RoomEntry;
      return {
        room_type_code: choice.roomTypeCode,
        room_plan_code: choice.planCode,
        adults: room.adults,
        children: room.children.length,
        kids_age_range: ageRanges(room, tiers),
      };
    }),
  };
  if (search.promoCodeExist) query.coupon_code = search.promoCode;
  if (search.isDayUse) query.is_day_use = true;
  return query;
}

/** What the chosen rooms cost this visitor or member in all (SPEC 6), and the public total a member saves on. */
export function selectionTotal(priced: SelectedRoomsPrice, isMember: boolean): { total: number; was: number | null } {
  const member = isMember ? priced.sign_in_total_price : null;
  if (member === null || member >= priced.total_price) return { total: priced.total_price, was: null };
  return { total: member, was: priced.total_price };
}

export function selectedRooms(
  choices: Choice[],
  search: PricedSearch,
  priced: SelectedRoomsPrice,
  tiers: KidsTierSettings | null,
): SelectedRoom[] {
  return choices.map((choice, index) => {
    const room = search.roomList[index] as RoomEntry;
    const answer = priced.rooms[index];
    return {
      ...choice,
      roomTypeName: answer?.room_type_name ?? choice.roomTypeName,
      planName: answer?.room_plan_name ?? choice.planName,
      adults: room.adults,
      children: room.children,
      kidsAgeRange: answer?.kids_age_range ?? ageRanges(room, tiers),
      price: answer?.total_price ?? 0,
      memberPrice: answer?.sign_in_total_price ?? null,
    };
  });
}

export interface HandOver {
  hotelId: number;
  hotelName: string;
  hotelPath: string;
  stay: AnsweredStay;
  search: PricedSearch;
  rooms: SelectedRoom[];
  edit: RoomSelection['edit'];
  now: Date;
}

/** SPEC 2.6: what the booking steps read (persisted by the bus as `selected_rooms`). */
export function roomSelection(handOver: HandOver): RoomSelection {
  const { stay, search } = handOver;
  return {
    hotelId: handOver.hotelId,
    hotelName: handOver.hotelName,
    hotelPath: handOver.hotelPath,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    isDayUse: search.isDayUse,
    promoCode: search.promoCodeExist ? search.promoCode : '',
    rooms: handOver.rooms,
    edit: handOver.edit,
    selectedAt: handOver.now.toISOString(),
  };
}
