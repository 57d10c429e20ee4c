import type { LocalizedText } from '@hotel/contracts';

/**
 * The seed catalogue: plain data, generated deterministically, inserted by `seed.ts`. Every user-visible
 * text is a LocalizedText with real wording in all five languages.
 */
export interface Catalogue {
  amenities: AmenitySeed[];
  hotels: HotelSeed[];
  policies: CancellationPolicySeed[];
  roomTypes: RoomTypeSeed[];
  plans: PlanSeed[];
  reviews: ReviewSeed[];
  extras: ExtraSeed[];
  questions: QuestionSeed[];
  promoCodes: PromoCodeSeed[];
  members: MemberSeed[];
}

export interface AmenitySeed {
  id: number;
  name: LocalizedText;
  /** A short icon name the front end maps to a glyph, e.g. `wifi`, `bath`, `parking`. */
  icon: string;
  category: 'room' | 'hotel' | 'service';
}

export interface HotelSeed {
  id: number;
  /** Booking code, e.g. `SKR-TKY-01`. */
  code: string;
  prefectureCode: number;
  regionKeyword: string;
  name: LocalizedText;
  city: LocalizedText;
  district: LocalizedText;
  /** Street part of the address (after prefecture, city and district). */
  street: LocalizedText;
  postCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** Comma-separated list. */
  email: string;
  checkinTime: string;
  checkoutTime: string;
  /** Simple HTML: paragraphs, a list, perhaps a heading; no scripts. */
  overview: LocalizedText;
  transportations: Array<{ type: 'train' | 'car' | 'bus' | 'airport' | 'walk'; text: LocalizedText }>;
  amenityIds: number[];
  travelGoalTags: Array<'business' | 'couple' | 'family' | 'friends' | 'solo'>;
  popularOrder: number;
  /** One caption per image; 6 to 10 images. */
  imageCaptions: LocalizedText[];
  dayUseEnabled: boolean;
  undatedSearchEnabled: boolean;
  kidsTiers: KidsTierSeed[] | null;
  roomBookingTime: LocalizedText;
  roomFacilities: LocalizedText[];
  roomServices: LocalizedText[];
  roomRentalEquipment: LocalizedText[];
  nearbyHotelIds: number[];
  callOutPhone: string;
  /** Issue 13: kana and romaji readings of the name, city and district, for the keyword search. */
  readings: { name: string[]; city: string[]; district: string[] };
}

export interface KidsTierSeed {
  code: string;
  name: LocalizedText;
  minAge: number;
  maxAge: number;
  bedding: boolean;
}

export interface CancellationPolicySeed {
  id: string;
  freeUntilDaysBefore: number | null;
  /** Most days first. */
  rules: Array<{ daysBefore: number; percent: number }>;
  noShowPercent: number;
  description: LocalizedText;
}

export interface RoomTypeSeed {
  hotelId: number;
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  sizeM2: number;
  beds: Array<{ type: 'single' | 'semi_double' | 'double' | 'queen' | 'king' | 'futon'; count: number }>;
  isSmoking: boolean;
  minPeople: number;
  maxPeople: number;
  sleeps: number;
  /** Physical rooms of this type. */
  roomCount: number;
  amenityIds: number[];
  pictureCount: number;
  /** Yen per room per night, tax excluded, for up to two adults on an ordinary weekday. */
  baseRate: number;
  /** Yen per night for each adult beyond two. */
  extraAdultRate: number;
  sortOrder: number;
}

export interface PlanSeed {
  hotelId: number;
  code: string;
  name: LocalizedText;
  description: LocalizedText;
  mealType: 'room_only' | 'breakfast' | 'two_meals';
  paymentMethods: Array<'onsite' | 'card' | 'deferred'>;
  membersOnly: boolean;
  /** Percent off for signed-in members (0: none). */
  signInDiscountPercent: number;
  /** Early-booking promotion: at least this many days ahead, `earlyBirdPercent` off; null: none. */
  earlyBirdDays: number | null;
  earlyBirdPercent: number;
  minStay: number;
  isDayUse: boolean;
  tripTypes: Array<'business' | 'couple' | 'family' | 'friends' | 'solo'>;
  /** Multiplies the room's nightly rate (e.g. 0.9 for a non-refundable plan). */
  rateFactor: number;
  /** Yen per person per night for meals (0 for room only). */
  mealPrice: number;
  cancellationPolicyId: string;
  roomTypeCodes: string[];
  pictureCount: number;
  sortOrder: number;
}

export interface ReviewSeed {
  hotelId: number;
  /** 1 to 5 in steps of 0.5. */
  rating: number;
  title: LocalizedText;
  body: LocalizedText;
  author: string;
  travellerType: 'business' | 'couple' | 'family' | 'friends' | 'solo';
  scores: Record<'cleanliness' | 'service' | 'location' | 'rooms' | 'value', number>;
  /** Days before the seed date. */
  stayedDaysAgo: number;
}

export interface ExtraSeed {
  id: number;
  hotelId: number;
  name: LocalizedText;
  description: LocalizedText;
  unit: LocalizedText;
  minUnit: number;
  maxUnit: number;
  /** Yen per unit, tax excluded. */
  price: number;
  /** `HH:mm` choices. */
  deliveryTimes: string[];
  deliveryTimesActive: boolean;
  question: LocalizedText;
  questionActive: boolean;
  imageCount: number;
  roomPlanCodes: string[] | null;
}

export interface QuestionSeed {
  id: number;
  /** null: a brand-wide question. */
  hotelId: number | null;
  question: LocalizedText;
  questionType: 'checkin' | 'checkout' | 'notification' | 'other';
  answerType: 'text' | 'options' | 'time';
  /** e.g. ['required:true', 'place_booking_process', 'all_users', 'hotel:12']. */
  labels: string[];
  settings: {
    answerLength: number | null;
    startedAt: string | null;
    endedAt: string | null;
    timeIntervalValue: number | null;
    answerOptions: Partial<Record<keyof LocalizedText, Array<{ text: string }>>>;
  };
  roomPlanCodes: string[] | null;
}

export interface PromoCodeSeed {
  code: string;
  percent: number;
  name: LocalizedText;
  minNights: number;
  hotelIds: number[] | null;
}

export interface MemberSeed {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  firstNameKana: string;
  lastNameKana: string;
  kanjiFirstName: string;
  kanjiLastName: string;
  mobilePrefix: string;
  mobile: string;
  birthday: string;
  gender: 'male' | 'female' | 'other';
  country: string;
  postalCode: string;
  prefecture: string;
  city: string;
  district: string;
  address: string;
  points: number;
  rank: string;
  emailPermission: boolean;
  /** Past, coming-up and cancelled stays, created as real reservations by the seed. */
  stays: Array<{
    hotelId: number;
    roomTypeCode: string;
    planCode: string;
    /** Check-in relative to the seed date (negative: in the past). */
    checkinOffsetDays: number;
    nights: number;
    adults: number;
    cancelled: boolean;
  }>;
}
