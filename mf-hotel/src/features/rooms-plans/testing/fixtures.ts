import type { RoomRate, RoomSearchPlan, RoomSearchResponse, RoomSearchRoom, RoomTypeFacts, SelectedRoomsPrice } from '@hotel/contracts';

/** Room and rate answers shaped like the engine's, for the feature's tests. */
export function facts(code: string, overrides: Partial<RoomTypeFacts> = {}): RoomTypeFacts & { room_count: number } {
  return {
    room_type_code: code,
    room_type_name: `Room ${code}`,
    room_type_description: `About ${code}`,
    room_size: { value: 20, unit: 'm2' },
    beds: [{ type: 'double', count: 1 }],
    is_smoking: false,
    max_people: 2,
    min_people: 1,
    sleeps: 2,
    room_pictures: [{ chatbot_header: { url: `/${code}.svg` }, wordpress_thumb: { url: `/${code}-t.svg` }, wordpress: { url: `/${code}.svg` } }],
    amenity_ids: [1],
    room_count: 12,
    ...overrides,
  };
}

export function rate(roomCode: string, planCode: string, total: number, overrides: Partial<RoomRate> = {}): RoomRate {
  return {
    room_type_code: roomCode,
    room_plan_code: planCode,
    room_plan_name: `Plan ${planCode}`,
    hotel_plan_description: '',
    meal_type: 'room_only',
    payment_method: ['onsite', 'card'],
    members_only: false,
    min_stay: 1,
    is_day_use: false,
    trip_types: ['business'],
    room_rate: total,
    total_price: total,
    tax: Math.round(total / 11),
    day_rates: [],
    sign_in_discount: null,
    non_sign_in_discount: null,
    cancellation_free_deadline: '2030-12-02T23:59:00+09:00',
    cancellation_policy_link: '',
    room_left: 12,
    available: true,
    url_plan_pictures: [],
    ...overrides,
  };
}

export function discount(after: number, name: string) {
  return { total_price_after_discount: after, total_price_after_discount_tax: Math.round(after / 11), promotions: [{ id: name, name, percent: 5 }] };
}

export function room(code: string, rates: RoomRate[], overrides: Partial<RoomTypeFacts> = {}): RoomSearchRoom {
  return { ...facts(code, overrides), rates };
}

/** The plans view of the same rates as `rooms`. */
export function plansOf(rooms: RoomSearchRoom[]): RoomSearchPlan[] {
  const plans = new Map<string, RoomSearchPlan>();
  for (const { rates, ...roomFacts } of rooms) {
    for (const item of rates) {
      const plan = plans.get(item.room_plan_code) ?? {
        code: item.room_plan_code,
        name: item.room_plan_name,
        description: '',
        meal_type: item.meal_type,
        payment_method: item.payment_method,
        members_only: item.members_only,
        min_stay: item.min_stay,
        is_day_use: item.is_day_use,
        trip_types: item.trip_types,
        url_plan_pictures: [],
        rooms: [],
      };
      plan.rooms.push({ ...roomFacts, rate: item });
      plans.set(plan.code, plan);
    }
  }
  return [...plans.values()];
}

export function answer<T>(data: T[], checkIn = '2030-12-03', checkOut = '2030-12-05', nights = 2): RoomSearchResponse<T> {
  return { data, checkin_date: checkIn, checkout_date: checkOut, nights };
}

export function pricedSelection(rooms: Array<{ code: string; plan: string; total: number; member?: number | null }>): SelectedRoomsPrice {
  const total = rooms.reduce((sum, r) => sum + r.total, 0);
  const members = rooms.some((r) => r.member != null) ? rooms.reduce((sum, r) => sum + (r.member ?? r.total), 0) : null;
  return {
    checkin_date: '2030-12-03',
    checkout_date: '2030-12-05',
    nights: 2,
    adults: 2,
    children: 0,
    number_of_days_to_checkin: 30,
    rooms: rooms.map((r) => ({
      room_type_code: r.code,
      room_type_name: `Room ${r.code}`,
      room_plan_code: r.plan,
      room_plan_name: `Plan ${r.plan}`,
      room_rates: [],
      adults: 2,
      children: 0,
      kids_age_range: [],
      total_price: r.total,
      sign_in_total_price: r.member ?? null,
      tax: 0,
      room_size: { value: 20 },
      cancellation_free_deadline: null,
    })),
    coupon_discount_amount: 0,
    original_price_with_tax: total,
    coupon_promotion: null,
    tax: 0,
    total_price: total,
    sign_in_total_price: members,
    payment_method: [{ code: 'onsite' }],
  };
}
