export type SearchType = 'hotel' | 'city' | 'district';

export interface ChildEntry {
  /** 0 means under 1; null means the age is not chosen yet ('Select Tier'). */
  age: number | null;
  /** true means with bed. */
  bed: boolean;
}

export interface RoomEntry {
  id: number;
  adults: number;
  children: ChildEntry[];
}

/** SPEC 3 booking data, the part every app shares through the bus. */
export interface BookingData {
  location: string;
  searchType: SearchType | null;
  hotelID: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  promoCode: string;
  promoCodeExist: boolean;
  isDayUse: boolean;
  isUndated: boolean;
  isIncludingOccupied: boolean;
  type: 'rooms' | 'plans';
  roomList: RoomEntry[];
}
