import type { Queryable } from '../db/database';
import type { Catalogue } from './catalogue-types';

/** Inserts rows given as an array of objects in one statement (jsonb_to_recordset does the unpacking). */
async function insertRows(db: Queryable, table: string, columns: Record<string, string>, rows: object[]): Promise<void> {
  if (!rows.length) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})`,
    [JSON.stringify(rows)],
  );
}

/** Writes the seed catalogue into the catalogue tables (everything but inventory and people). */
export async function insertCatalogue(db: Queryable, catalogue: Catalogue, brandId: number): Promise<void> {
  await insertRows(db, 'amenities', { id: 'int', name: 'jsonb', icon: 'text', category: 'text' }, catalogue.amenities);
  await insertRows(
    db,
    'cancellation_policies',
    { id: 'text', free_until_days_before: 'int', rules: 'jsonb', no_show_percent: 'int', description: 'jsonb' },
    catalogue.policies.map((p) => ({
      id: p.id,
      free_until_days_before: p.freeUntilDaysBefore,
      rules: p.rules.map((r) => ({ days_before: r.daysBefore, percent: r.percent })),
      no_show_percent: p.noShowPercent,
      description: p.description,
    })),
  );
  await insertRows(
    db,
    'hotels',
    {
      id: 'int', code: 'text', brand_id: 'int', prefecture_code: 'int', region_keyword: 'text', name: 'jsonb', city: 'jsonb',
      district: 'jsonb', street: 'jsonb', post_code: 'text', latitude: 'float8', longitude: 'float8', phone: 'text',
      email: 'text', checkin_time: 'text', checkout_time: 'text', overview: 'jsonb', transportations: 'jsonb',
      amenity_ids: 'int[]', travel_goal_tags: 'text[]', popular_order: 'int', image_captions: 'jsonb',
      day_use_enabled: 'bool', undated_search_enabled: 'bool', kids_tiers: 'jsonb', room_booking_time: 'jsonb',
      room_facilities: 'jsonb', room_services: 'jsonb', room_rental_equipment: 'jsonb', nearby_hotel_ids: 'int[]',
      call_out_phone: 'text', readings: 'jsonb',
    },
    catalogue.hotels.map((h) => ({
      id: h.id, code: h.code, brand_id: brandId, prefecture_code: h.prefectureCode, region_keyword: h.regionKeyword,
      name: h.name, city: h.city, district: h.district, street: h.street, post_code: h.postCode, latitude: h.latitude,
      longitude: h.longitude, phone: h.phone, email: h.email, checkin_time: h.checkinTime, checkout_time: h.checkoutTime,
      overview: h.overview, transportations: h.transportations, amenity_ids: h.amenityIds, travel_goal_tags: h.travelGoalTags,
      popular_order: h.popularOrder, image_captions: h.imageCaptions, day_use_enabled: h.dayUseEnabled,
      undated_search_enabled: h.undatedSearchEnabled, kids_tiers: h.kidsTiers, room_booking_time: h.roomBookingTime,
      room_facilities: h.roomFacilities, room_services: h.roomServices, room_rental_equipment: h.roomRentalEquipment,
      nearby_hotel_ids: h.nearbyHotelIds, call_out_phone: h.callOutPhone, readings: h.readings,
    })),
  );
  await insertRows(
    db,
    'room_types',
    {
      hotel_id: 'int', code: 'text', name: 'jsonb', description: 'jsonb', size_m2: 'numeric', beds: 'jsonb', is_smoking: 'bool',
      min_people: 'int', max_people: 'int', sleeps: 'int', room_count: 'int', amenity_ids: 'int[]', picture_count: 'int',
      base_rate: 'int', extra_adult_rate: 'int', sort_order: 'int',
    },
    catalogue.roomTypes.map((r) => ({
      hotel_id: r.hotelId, code: r.code, name: r.name, description: r.description, size_m2: r.sizeM2, beds: r.beds,
      is_smoking: r.isSmoking, min_people: r.minPeople, max_people: r.maxPeople, sleeps: r.sleeps, room_count: r.roomCount,
      amenity_ids: r.amenityIds, picture_count: r.pictureCount, base_rate: r.baseRate, extra_adult_rate: r.extraAdultRate,
      sort_order: r.sortOrder,
    })),
  );
  await insertRows(
    db,
    'plans',
    {
      hotel_id: 'int', code: 'text', name: 'jsonb', description: 'jsonb', meal_type: 'text', payment_methods: 'text[]',
      members_only: 'bool', sign_in_discount_percent: 'int', early_bird_days: 'int', early_bird_percent: 'int', min_stay: 'int',
      is_day_use: 'bool', trip_types: 'text[]', rate_factor: 'numeric', meal_price: 'int', cancellation_policy_id: 'text',
      room_type_codes: 'text[]', picture_count: 'int', sort_order: 'int',
    },
    catalogue.plans.map((p) => ({
      hotel_id: p.hotelId, code: p.code, name: p.name, description: p.description, meal_type: p.mealType,
      payment_methods: p.paymentMethods, members_only: p.membersOnly, sign_in_discount_percent: p.signInDiscountPercent,
      early_bird_days: p.earlyBirdDays, early_bird_percent: p.earlyBirdPercent, min_stay: p.minStay, is_day_use: p.isDayUse,
      trip_types: p.tripTypes, rate_factor: p.rateFactor, meal_price: p.mealPrice, cancellation_policy_id: p.cancellationPolicyId,
      room_type_codes: p.roomTypeCodes, picture_count: p.pictureCount, sort_order: p.sortOrder,
    })),
  );
  await insertRows(
    db,
    'reviews',
    {
      hotel_id: 'int', rating: 'numeric', title: 'jsonb', body: 'jsonb', author: 'text', traveller_type: 'text',
      scores: 'jsonb', stayed_on: 'date', posted_at: 'timestamptz',
    },
    catalogue.reviews.map((r) => {
      const stayed = new Date(Date.now() - r.stayedDaysAgo * 86_400_000);
      return {
        hotel_id: r.hotelId, rating: r.rating, title: r.title, body: r.body, author: r.author, traveller_type: r.travellerType,
        scores: r.scores, stayed_on: stayed.toISOString().slice(0, 10),
        posted_at: new Date(stayed.getTime() + 3 * 86_400_000).toISOString(),
      };
    }),
  );
  await insertRows(
    db,
    'extras',
    {
      id: 'int', hotel_id: 'int', name: 'jsonb', description: 'jsonb', unit: 'jsonb', min_unit: 'int', max_unit: 'int',
      price: 'int', delivery_times: 'text[]', delivery_times_active: 'bool', question: 'jsonb', question_active: 'bool',
      image_count: 'int', room_plan_codes: 'text[]',
    },
    catalogue.extras.map((e) => ({
      id: e.id, hotel_id: e.hotelId, name: e.name, description: e.description, unit: e.unit, min_unit: e.minUnit,
      max_unit: e.maxUnit, price: e.price, delivery_times: e.deliveryTimes, delivery_times_active: e.deliveryTimesActive,
      question: e.question, question_active: e.questionActive, image_count: e.imageCount, room_plan_codes: e.roomPlanCodes,
    })),
  );
  await insertRows(
    db,
    'additional_questions',
    {
      id: 'int', hotel_id: 'int', question: 'jsonb', question_type: 'text', answer_type: 'text', labels: 'text[]',
      settings: 'jsonb', room_plan_codes: 'text[]',
    },
    catalogue.questions.map((q) => ({
      id: q.id, hotel_id: q.hotelId, question: q.question, question_type: q.questionType, answer_type: q.answerType,
      labels: q.labels, settings: q.settings, room_plan_codes: q.roomPlanCodes,
    })),
  );
  await insertRows(
    db,
    'promo_codes',
    { code: 'text', percent: 'int', name: 'jsonb', min_nights: 'int', hotel_ids: 'int[]' },
    catalogue.promoCodes.map((p) => ({ code: p.code, percent: p.percent, name: p.name, min_nights: p.minNights, hotel_ids: p.hotelIds })),
  );
}
