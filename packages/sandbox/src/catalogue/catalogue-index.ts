import type { LocalizedText } from '@hotel/contracts';
import type { Queryable } from '../db/database';
import type {
  AmenitySeed,
  CancellationPolicySeed,
  ExtraSeed,
  HotelSeed,
  PlanSeed,
  PromoCodeSeed,
  QuestionSeed,
  RoomTypeSeed,
} from '../seed/catalogue-types';

/**
 * The catalogue held in memory: it only changes when the database is seeded again, and pricing a search
 * over 81 hotels must not cost a query per hotel, room and plan.
 */
export interface CatalogueIndex {
  hotels: HotelSeed[];
  hotel(id: number): HotelSeed | undefined;
  hotelByCode(code: string): HotelSeed | undefined;
  roomTypes(hotelId: number): RoomTypeSeed[];
  allRoomTypes: RoomTypeSeed[];
  roomType(hotelId: number, code: string): RoomTypeSeed | undefined;
  plans(hotelId: number): PlanSeed[];
  plan(hotelId: number, code: string): PlanSeed | undefined;
  policy(id: string): CancellationPolicySeed | undefined;
  amenities: AmenitySeed[];
  extras(hotelId: number): ExtraSeed[];
  questions(hotelId: number | null): QuestionSeed[];
  promoCode(code: string): PromoCodeSeed | undefined;
  reviewStats(hotelId: number): { score: number | null; count: number };
}

type Row = Record<string, unknown>;
const l10n = (value: unknown) => value as LocalizedText;

function groupBy<T>(items: T[], key: (item: T) => number | string): Map<number | string, T[]> {
  const groups = new Map<number | string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

function toHotel(r: Row): HotelSeed {
  return {
    id: r.id as number, code: r.code as string, prefectureCode: r.prefecture_code as number,
    regionKeyword: r.region_keyword as string, name: l10n(r.name), city: l10n(r.city), district: l10n(r.district),
    street: l10n(r.street), postCode: r.post_code as string, latitude: r.latitude as number, longitude: r.longitude as number,
    phone: r.phone as string, email: r.email as string, checkinTime: r.checkin_time as string,
    checkoutTime: r.checkout_time as string, overview: l10n(r.overview), transportations: r.transportations as HotelSeed['transportations'],
    amenityIds: r.amenity_ids as number[], travelGoalTags: r.travel_goal_tags as HotelSeed['travelGoalTags'],
    popularOrder: r.popular_order as number, imageCaptions: r.image_captions as LocalizedText[],
    dayUseEnabled: r.day_use_enabled as boolean, undatedSearchEnabled: r.undated_search_enabled as boolean,
    kidsTiers: r.kids_tiers as HotelSeed['kidsTiers'], roomBookingTime: l10n(r.room_booking_time),
    roomFacilities: r.room_facilities as LocalizedText[], roomServices: r.room_services as LocalizedText[],
    roomRentalEquipment: r.room_rental_equipment as LocalizedText[], nearbyHotelIds: r.nearby_hotel_ids as number[],
    callOutPhone: r.call_out_phone as string, readings: r.readings as HotelSeed['readings'],
  };
}

function toRoomType(r: Row): RoomTypeSeed {
  return {
    hotelId: r.hotel_id as number, code: r.code as string, name: l10n(r.name), description: l10n(r.description),
    sizeM2: r.size_m2 as number, beds: r.beds as RoomTypeSeed['beds'], isSmoking: r.is_smoking as boolean,
    minPeople: r.min_people as number, maxPeople: r.max_people as number, sleeps: r.sleeps as number,
    roomCount: r.room_count as number, amenityIds: r.amenity_ids as number[], pictureCount: r.picture_count as number,
    baseRate: r.base_rate as number, extraAdultRate: r.extra_adult_rate as number, sortOrder: r.sort_order as number,
  };
}

function toPlan(r: Row): PlanSeed {
  return {
    hotelId: r.hotel_id as number, code: r.code as string, name: l10n(r.name), description: l10n(r.description),
    mealType: r.meal_type as PlanSeed['mealType'], paymentMethods: r.payment_methods as PlanSeed['paymentMethods'],
    membersOnly: r.members_only as boolean, signInDiscountPercent: r.sign_in_discount_percent as number,
    earlyBirdDays: r.early_bird_days as number | null, earlyBirdPercent: r.early_bird_percent as number,
    minStay: r.min_stay as number, isDayUse: r.is_day_use as boolean, tripTypes: r.trip_types as PlanSeed['tripTypes'],
    rateFactor: r.rate_factor as number, mealPrice: r.meal_price as number,
    cancellationPolicyId: r.cancellation_policy_id as string, roomTypeCodes: r.room_type_codes as string[],
    pictureCount: r.picture_count as number, sortOrder: r.sort_order as number,
  };
}

function toPolicy(r: Row): CancellationPolicySeed {
  return {
    id: r.id as string, freeUntilDaysBefore: r.free_until_days_before as number | null,
    rules: (r.rules as Array<{ days_before: number; percent: number }>).map((x) => ({ daysBefore: x.days_before, percent: x.percent })),
    noShowPercent: r.no_show_percent as number, description: l10n(r.description),
  };
}

function toExtra(r: Row): ExtraSeed {
  return {
    id: r.id as number, hotelId: r.hotel_id as number, name: l10n(r.name), description: l10n(r.description), unit: l10n(r.unit),
    minUnit: r.min_unit as number, maxUnit: r.max_unit as number, price: r.price as number,
    deliveryTimes: r.delivery_times as string[], deliveryTimesActive: r.delivery_times_active as boolean,
    question: l10n(r.question), questionActive: r.question_active as boolean, imageCount: r.image_count as number,
    roomPlanCodes: r.room_plan_codes as string[] | null,
  };
}

function toQuestion(r: Row): QuestionSeed {
  return {
    id: r.id as number, hotelId: r.hotel_id as number | null, question: l10n(r.question),
    questionType: r.question_type as QuestionSeed['questionType'], answerType: r.answer_type as QuestionSeed['answerType'],
    labels: r.labels as string[], settings: r.settings as QuestionSeed['settings'], roomPlanCodes: r.room_plan_codes as string[] | null,
  };
}

function toPromo(r: Row): PromoCodeSeed {
  return {
    code: r.code as string, percent: r.percent as number, name: l10n(r.name), minNights: r.min_nights as number,
    hotelIds: r.hotel_ids as number[] | null,
  };
}

/** Mean rating rounded to 0.5 (SPEC 7.2). */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

export async function loadCatalogue(db: Queryable): Promise<CatalogueIndex> {
  const [hotelRows, roomRows, planRows, policyRows, amenityRows, extraRows, questionRows, promoRows, reviewRows] =
    await Promise.all([
      db.query('SELECT * FROM hotels ORDER BY id'),
      db.query('SELECT * FROM room_types ORDER BY hotel_id, sort_order, code'),
      db.query('SELECT * FROM plans ORDER BY hotel_id, sort_order, code'),
      db.query('SELECT * FROM cancellation_policies ORDER BY id'),
      db.query('SELECT * FROM amenities ORDER BY id'),
      db.query('SELECT * FROM extras ORDER BY hotel_id, id'),
      db.query('SELECT * FROM additional_questions ORDER BY id'),
      db.query('SELECT * FROM promo_codes'),
      db.query<{ hotel_id: number; mean: number; count: number }>(
        'SELECT hotel_id, avg(rating)::float8 AS mean, count(*)::int AS count FROM reviews GROUP BY hotel_id',
      ),
    ]);
  const hotels = hotelRows.map(toHotel);
  const byId = new Map(hotels.map((h) => [h.id, h]));
  const byCode = new Map(hotels.map((h) => [h.code.toUpperCase(), h]));
  const allRoomTypes = roomRows.map(toRoomType);
  const rooms = groupBy(allRoomTypes, (r) => r.hotelId);
  const plans = groupBy(planRows.map(toPlan), (p) => p.hotelId);
  const policies = new Map(policyRows.map(toPolicy).map((p) => [p.id, p]));
  const extras = groupBy(extraRows.map(toExtra), (e) => e.hotelId);
  const questions = questionRows.map(toQuestion);
  const promos = new Map(promoRows.map(toPromo).map((p) => [p.code.toUpperCase(), p]));
  const reviews = new Map(reviewRows.map((r) => [r.hotel_id, { score: roundToHalf(r.mean), count: r.count }]));
  return {
    hotels,
    hotel: (id) => byId.get(id),
    hotelByCode: (code) => byCode.get(code.toUpperCase()),
    roomTypes: (hotelId) => rooms.get(hotelId) ?? [],
    allRoomTypes,
    roomType: (hotelId, code) => rooms.get(hotelId)?.find((r) => r.code === code),
    plans: (hotelId) => plans.get(hotelId) ?? [],
    plan: (hotelId, code) => plans.get(hotelId)?.find((p) => p.code === code),
    policy: (id) => policies.get(id),
    amenities: amenityRows.map((r) => ({ id: r.id as number, name: l10n(r.name), icon: r.icon as string, category: r.category as AmenitySeed['category'] })),
    extras: (hotelId) => extras.get(hotelId) ?? [],
    questions: (hotelId) => questions.filter((q) => q.hotelId === hotelId),
    promoCode: (code) => promos.get(code.toUpperCase()),
    reviewStats: (hotelId) => reviews.get(hotelId) ?? { score: null, count: 0 },
  };
}
