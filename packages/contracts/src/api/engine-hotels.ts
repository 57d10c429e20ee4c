import type { IsoDate } from './common';

/** GET /booking/hotels/{id}: the booking engine's view of a hotel (names in the `locale` header's language). */
export interface EngineHotel {
  id: number;
  code: string;
  brand_id: number;
  name: string;
  prefecture_code: number;
  address: {
    full_address: string;
    post_code: string;
    state: string;
    city: string;
    address_line_1: string;
    country: string;
    country_code: string;
  };
  latitude: number;
  longitude: number;
  phone: string;
  /** Comma-separated list (SPEC 3). */
  email: string;
  checkin_time: string;
  checkout_time: string;
  currency: 'JPY';
  /** Code of the hotel's chatbot/settings record; its presence triggers the settings fetch (SPEC 7.2). */
  triplabot_code: string;
  is_booking_widget_active: boolean;
  site_controller_config: { released: boolean };
  day_use_enabled: boolean;
  undated_search_enabled: boolean;
  kids_tiers_enabled: boolean;
  max_rooms_per_booking: number;
}

/** GET /booking/hotels/{id}/tiers (SPEC 3 kids tier). */
export interface KidsTierSettings {
  kids_setting: { accept_type: 'accept' | 'not_accept'; kids_type: Array<'age' | 'tiers'> };
  kids_tiers: KidsTier[];
}

export interface KidsTier {
  code: string;
  name: string;
  min_age: number;
  max_age: number;
  /** true: the child takes a bed. */
  bedding: boolean;
}

/** SPEC 3 "kids age range as sent: code and count". */
export interface KidsAgeRange {
  code: string;
  count: number;
}

/** One room of a search, as every search call sends it. */
export interface SearchRoom {
  adults: number;
  children: number;
  /** Child ages mapped to the hotel's tiers (SPEC 5); empty when the hotel has none. */
  kids_age_range?: KidsAgeRange[];
}

export interface PriceSearchRoom extends SearchRoom {
  checkin_date: IsoDate;
  checkout_date: IsoDate;
}

/** `q` of GET /booking/hotel_brands/{brand}/hotels (SPEC 3 price request). */
export interface BrandHotelsQuery {
  page: number;
  per_page: number;
  rooms: PriceSearchRoom[];
  hotel_codes: string[];
  is_including_max_of_lowest_price_next_30_days?: boolean;
  is_day_use?: boolean;
}

/** SPEC 3 price item: one hotel's lowest price for the searched stay, null when it has no room. */
export interface HotelPrice {
  id: number;
  code: string;
  /** Lowest total for the stay and rooms searched, tax included, or null: out of rooms. */
  lowest_price: number | null;
  currency: 'JPY';
  /** Rooms left of the cheapest room type, when it has any. */
  rooms_left: number | null;
  max_of_lowest_price_next_30_days?: number | null;
}

/** GET /booking/hotels/{id}/settings/search_bar. */
export interface SearchBarSettings {
  max_rooms: number;
  max_adults: number;
  max_children: number;
  max_child_age: number;
  undated_search: boolean;
  day_use: boolean;
  /** SPEC 2.5: room_search_filters come from hotel settings. */
  room_search_filters: Array<{ id: string; name: string }>;
}

/** GET /booking/hotels/{id}/settings/booking_widget. */
export interface BookingWidgetSettings {
  is_active: boolean;
  payment_methods: PaymentMethodCode[];
  points_payment: boolean;
  /** Phone for the guest-detail call-out (SPEC 2.6). */
  call_out_phone: string;
  hold_hours: number;
}

/** GET /booking/hotels/{id}/settings/terms_and_conditions. */
export interface TermsSettings {
  terms_html: string;
  privacy_policy_url: string;
  cancellation_policy_url: string;
}

export type PaymentMethodCode = 'onsite' | 'card' | 'deferred' | 'points';
