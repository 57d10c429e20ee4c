import type { IsoDate, IsoDateTime } from './common';

/** The content API's language values (SPEC 7.2 TargetLanguage). */
export type ContentLanguage = 'ja-JP' | 'en' | 'ko-KR' | 'zh-CN' | 'zh-TW';

/** POST /content/api/v2/hotels-and-areas */
export interface HotelsAndAreasRequest {
  lang: ContentLanguage;
  keyword?: string;
  isClearCache?: boolean;
  latitude?: number;
  longitude?: number;
  /** Near-me radius in km (SPEC 9: 4.78). */
  radius?: number;
}

export type AreaType = 'region' | 'prefecture' | 'city' | 'district';

export interface ContentArea {
  id: string;
  type: AreaType;
  name: string;
  /** Route keyword for regions and prefectures (`/hotels-{keyword}`). */
  keyword: string | null;
  prefecture: { code: number; name: string } | null;
  hotel_count: number;
}

/** A hotel as lists and cards show it (SPEC 3 hotel, the content part). */
export interface ContentHotelSummary {
  hotelID: number;
  bookingCode: string;
  name: string;
  nameInAllLanguage: Record<string, string>;
  prefecture: { code: number; name: string; keyword: string };
  region: { keyword: string; name: string };
  city: string;
  district: string;
  latitude: number;
  longitude: number;
  featuredImage: string;
  reviewScore: number | null;
  numberOfReviews: number;
  popularOrder: number;
  travelGoalTags: string[];
  amenityTags: Array<{ id: number; type: string; text: string }>;
  /** km from the point searched, when latitude and longitude were given. */
  distanceToUser: number | null;
  undatedSearch: boolean;
}

export interface HotelsAndAreasResponse {
  data: {
    areas: ContentArea[];
    hotels: ContentHotelSummary[];
  };
}

/** POST /content/api/v2/hotel-detail */
export interface HotelDetailRequest {
  TargetLanguage: ContentLanguage;
  HotelID: number;
  IsClearCache?: boolean;
  fullLang?: boolean;
}

export interface HotelImage {
  url: string;
  width: 940;
  height: 580;
  caption: string;
}

export interface HotelDetailContent extends ContentHotelSummary {
  /** HTML from the content team; the site sanitizes it before rendering. */
  overview: string;
  images: HotelImage[];
  address: {
    full_address: string;
    post_code: string;
    state: string;
    city: string;
    address_line_1: string;
    country: string;
    country_code: string;
  };
  phone: string;
  email: string;
  checkin: string;
  checkout: string;
  transportations: Array<{ type: 'train' | 'car' | 'bus' | 'airport' | 'walk'; text: string }>;
  amenities: Array<{ id: number; name: string; is_active: boolean }>;
  roomBookingTime: string;
  roomFacilities: string[];
  roomServices: string[];
  roomRentalEquipment: string[];
  nearbyHotels: ContentHotelSummary[];
  triplabot_code: string;
}

export interface HotelDetailResponse {
  data: HotelDetailContent;
}

/** POST /content/api/v2/hotel-reviews */
export interface HotelReviewsRequest {
  hotelID: number;
  countryCode?: string;
  TargetLanguage: ContentLanguage;
}

export interface HotelReview {
  id: number;
  /** 1 to 5 in steps of 0.5. */
  rating: number;
  title: string;
  text: string;
  author: string;
  traveller_type: 'business' | 'couple' | 'family' | 'friends' | 'solo';
  stayed_on: IsoDate;
  posted_at: IsoDateTime;
}

export interface HotelReviewsResponse {
  data: {
    /** Mean rating rounded to 0.5 (SPEC 7.2). */
    score: number | null;
    count: number;
    breakdown: Record<'cleanliness' | 'service' | 'location' | 'rooms' | 'value', number>;
    reviews: HotelReview[];
  };
}

/** POST /content/api/v2/dictionaries { lang } */
export interface DictionariesResponse {
  data: {
    amenities: Array<{ id: number; name: string; icon: string; category: 'room' | 'hotel' | 'service' }>;
    tripTypes: Array<{ id: string; name: string }>;
    mealTypes: Array<{ id: string; name: string }>;
    popularFilters: Array<{ id: string; name: string }>;
  };
}

/** GET /content/api/v2/current-location: where the visitor seems to be (SPEC 7.2, cached 2 minutes). */
export interface CurrentLocationResponse {
  data: { countryCode: string; latitude: number; longitude: number };
}

/** POST /content/api/v2/nearby-hotels { lat, long, lang } */
export interface NearbyHotelsRequest {
  lat: number;
  long: number;
  lang: ContentLanguage;
}
