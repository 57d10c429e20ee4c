/** What a search is for: one hotel, or a place (an area route's prefecture or region, a city, a district). */
export type SearchType = 'hotel' | 'area' | 'city' | 'district';

export interface ChildEntry {
  /** 0 means under 1; null means the age is not chosen yet ('Select Tier'). */
  age: number | null;
  /** true means with bed. */
  bed: boolean;
}

/** SPEC 3 room entry. */
export interface RoomEntry {
  id: number;
  adults: number;
  children: ChildEntry[];
}

/** SPEC 3 booking data, the part every app shares through the bus. */
export interface BookingData {
  /** What the visitor typed or picked, as shown in the location box. */
  location: string;
  searchType: SearchType | null;
  /** The hotel of a hotel search. */
  hotelID: string | null;
  /** Route keyword of an area search (`tokyo`, `kansai`), else null. */
  areaKeyword: string | null;
  /** `YYYY-MM-DD`. Equal for a day use. */
  checkIn: string;
  checkOut: string;
  /** The check-out a stay had before it was turned into a day use, restored when it is turned back. */
  checkOutBeforeDayUse: string | null;
  /** Nights of an undated search (1 to 9). */
  nights: number;
  promoCode: string;
  promoCodeExist: boolean;
  isDayUse: boolean;
  isUndated: boolean;
  isIncludingOccupied: boolean;
  /** Which view of the hotel page's rooms: by room or by plan. */
  type: 'rooms' | 'plans';
  roomTypeCodes: string[];
  roomPlanCodes: string[];
  roomList: RoomEntry[];
}

/** One room chosen on a hotel page: which room type and plan, for whom, at what price. */
export interface SelectedRoom {
  roomTypeCode: string;
  roomTypeName: string;
  planCode: string;
  planName: string;
  adults: number;
  children: ChildEntry[];
  /** Children mapped to the hotel's tiers, as the engine prices them. */
  kidsAgeRange: Array<{ code: string; count: number }>;
  /** What a visitor pays for this room, tax included. */
  price: number;
  /** What a signed-in member pays, when the plan has a member price. */
  memberPrice: number | null;
}

/**
 * SPEC 3 "persisted across reloads: selected room and plans": the hand-over from the hotel page to the booking
 * steps (SPEC 2.6: without it they send the guest back to `hotelPath`).
 */
export interface RoomSelection {
  hotelId: number;
  hotelName: string;
  /** The hotel page with its search, to go back to (SPEC 2.6 back links and idle return). */
  hotelPath: string;
  checkIn: string;
  checkOut: string;
  isDayUse: boolean;
  promoCode: string;
  rooms: SelectedRoom[];
  /** When this is a change to an existing booking (SPEC 2.5 booking-edit entry). */
  edit: { reservationId: string; email: string; bypassToken: string } | null;
  selectedAt: string;
}
