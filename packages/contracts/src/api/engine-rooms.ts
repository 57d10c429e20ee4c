import type { IsoDate, IsoDateTime } from './common';
import type { KidsAgeRange, PaymentMethodCode, SearchRoom } from './engine-hotels';

export type MealType = 'room_only' | 'breakfast' | 'two_meals';
export type TripType = 'business' | 'couple' | 'family' | 'friends' | 'solo';

/** `q` of GET /booking/hotels/{id}/rooms?type=rooms|plans (SPEC 2.5, 4). */
export interface RoomSearchQuery {
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  rooms: SearchRoom[];
  coupon_code?: string;
  is_day_use?: boolean;
  /** Also list rooms and plans that are sold out for the stay, flagged so. */
  is_including_occupied?: boolean;
  /** Undated search: only a number of nights; the engine answers for the cheapest start in 30 days. */
  search_type?: 'undated';
  nights?: number;
  room_type_codes?: string[];
  room_plan_codes?: string[];
}

export interface RoomPicture {
  chatbot_header: { url: string };
  wordpress_thumb: { url: string };
  wordpress: { url: string };
}

export interface Discount {
  total_price_after_discount: number;
  total_price_after_discount_tax: number;
  promotions: Array<{ id: string; name: string; percent: number }>;
}

/** One night of one room of a rate. */
export interface DayRate {
  date: IsoDate;
  day_total_rate: number;
}

/** One plan of one room type for the searched stay and guests, every room of the search together. */
export interface RoomRate {
  room_type_code: string;
  room_plan_code: string;
  room_plan_name: string;
  hotel_plan_description: string;
  meal_type: MealType;
  payment_method: PaymentMethodCode[];
  members_only: boolean;
  min_stay: number;
  is_day_use: boolean;
  trip_types: TripType[];
  /** Average nightly rate of one room, tax included. */
  room_rate: number;
  /** All rooms, all nights, tax included, before member or promotion discounts. */
  total_price: number;
  tax: number;
  day_rates: DayRate[];
  /** Price a signed-in member pays; present when the plan has a sign-in discount. */
  sign_in_discount: Discount | null;
  /** A promotion open to everybody (early booking, coupon). */
  non_sign_in_discount: Discount | null;
  /** Last moment a cancellation is free, or null when it never is. */
  cancellation_free_deadline: IsoDateTime | null;
  cancellation_policy_link: string;
  /** Rooms left for the whole stay. */
  room_left: number;
  available: boolean;
  url_plan_pictures: string[];
}

export interface RoomTypeFacts {
  room_type_code: string;
  room_type_name: string;
  room_type_description: string;
  room_size: { value: number; unit: 'm2' };
  beds: Array<{ type: 'single' | 'semi_double' | 'double' | 'queen' | 'king' | 'futon'; count: number }>;
  is_smoking: boolean;
  max_people: number;
  min_people: number;
  sleeps: number;
  room_pictures: RoomPicture[];
  amenity_ids: number[];
}

/** type=rooms: each room type with its plans. */
export interface RoomSearchRoom extends RoomTypeFacts {
  /** Rooms left for the stay (0 when sold out and included because of is_including_occupied). */
  room_count: number;
  rates: RoomRate[];
}

/** type=plans: each plan with the room types that offer it. */
export interface RoomSearchPlan {
  code: string;
  name: string;
  description: string;
  meal_type: MealType;
  payment_method: PaymentMethodCode[];
  members_only: boolean;
  min_stay: number;
  is_day_use: boolean;
  trip_types: TripType[];
  url_plan_pictures: string[];
  rooms: Array<RoomTypeFacts & { room_count: number; rate: RoomRate }>;
}

export interface RoomSearchResponse<T> {
  data: T[];
  /** The stay the answer is for (an undated search picks its dates). */
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  nights: number;
}

/** GET /booking/hotels/{id}/cancellation_policies?q={room_plan_codes}. */
export interface CancellationPolicy {
  room_plan_code: string;
  /** Free until this many days before check-in (0: until the day itself; null: never free). */
  free_until_days_before: number | null;
  /** Fee rules, most days first: from `days_before` days before check-in, `percent` of the price. */
  rules: Array<{ days_before: number; percent: number }>;
  no_show_percent: number;
  description: string;
}

/** `q` of GET /booking/hotels/{id}/rooms/price (selected-room pricing). */
export interface SelectedRoomsQuery {
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  coupon_code?: string;
  is_day_use?: boolean;
  rooms: Array<{ room_type_code: string; room_plan_code: string; adults: number; children: number; kids_age_range?: KidsAgeRange[] }>;
}

/** SPEC 3 selected-room response. */
export interface SelectedRoomsPrice {
  checkin_date: IsoDate;
  checkout_date: IsoDate;
  nights: number;
  adults: number;
  children: number;
  number_of_days_to_checkin: number;
  rooms: Array<{
    room_type_code: string;
    room_type_name: string;
    room_plan_code: string;
    room_plan_name: string;
    room_rates: DayRate[];
    adults: number;
    children: number;
    kids_age_range: KidsAgeRange[];
    total_price: number;
    /** Member price of this room, when the plan has one. */
    sign_in_total_price: number | null;
    tax: number;
    room_size: { value: number };
    cancellation_free_deadline: IsoDateTime | null;
  }>;
  coupon_discount_amount: number;
  original_price_with_tax: number;
  coupon_promotion: { coupon_code: string; percent: number; name: string } | null;
  tax: number;
  total_price: number;
  /** What a signed-in member pays in all, when any room has a member price. */
  sign_in_total_price: number | null;
  payment_method: Array<{ code: PaymentMethodCode }>;
}

/** `q` of GET /booking/hotels/{id}/rooms/inventory. */
export interface InventoryQuery {
  start_date: IsoDate;
  end_date: IsoDate;
  adults: number;
  children: number;
  nights: number;
  room_type_codes?: string[];
}

/** Calendar data (SPEC 3): days that cannot start a stay, rooms left and the lowest rate per day. */
export interface CalendarInventory {
  disabled_dates: IsoDate[];
  inventory: Record<IsoDate, number>;
  room_rates: Record<IsoDate, { rate: number; inventory: number }>;
}

/** GET /booking/hotels/{id}/rooms/availability?start_date&end_date&room_plan_code&adults&nights&children. */
export interface PlanAvailability {
  data: Array<{ date: IsoDate; available: boolean; rooms_left: number; rate: number | null }>;
}
