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
