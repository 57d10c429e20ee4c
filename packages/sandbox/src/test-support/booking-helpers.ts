import { addDays } from '@hotel/domain';
import { japanDate } from '../clock/clock';
import type { Fixture } from './sandbox-fixture';

export const brandId = 297;

/** Days from today in Japan, the sandbox's "today" (or from a fixed instant, for a sandbox on a fixed clock). */
export function daysFromToday(days: number, now = new Date()): string {
  return addDays(japanDate(now), days);
}

export interface Bookable {
  hotelId: number;
  roomTypeCode: string;
  planCode: string;
  checkin: string;
  checkout: string;
  price: number;
  paymentMethods: string[];
  /** Answers to the questions a booking of this plan must answer (SPEC 3: required from labels). */
  answers: Array<{ question_id: number; text: string }>;
}

interface QuestionsAnswer {
  data: Array<{ id: number; answer_type: string; labels: string[]; settings: { started_at: string | null; answer_options: Record<string, Array<{ text: string }>> } }>;
}

/** A valid answer to every required booking question (the brand's and the hotel's): the first time or option offered, else text. */
export async function requiredAnswers(fixture: Fixture, session: string, hotelId: number, planCode: string) {
  const q = { label_filters: ['place_booking_process'] };
  const headers = { 'client-session': session };
  const [hotel, brand] = await Promise.all([
    fixture.call<QuestionsAnswer>('GET', `/booking/hotels/${hotelId}/additional_questions`, { headers, query: { q, room_plan_codes: planCode } }),
    fixture.call<QuestionsAnswer>('GET', `/booking/hotel_brands/${brandId}/additional_questions`, { headers, query: { q } }),
  ]);
  return [...(brand.body.data ?? []), ...(hotel.body.data ?? [])]
    .filter((q) => q.labels.some((label) => label.includes('true')))
    .map((q) => ({
      question_id: q.id,
      text: q.answer_type === 'time' ? (q.settings.started_at ?? '') : q.answer_type === 'options' ? (q.settings.answer_options.en?.[0]?.text ?? '') : 'none',
    }));
}

interface RoomsAnswer {
  data: Array<{
    room_type_code: string;
    rates: Array<{ room_plan_code: string; available: boolean; members_only: boolean; payment_method: string[]; non_sign_in_discount: { total_price_after_discount: number } | null; total_price: number }>;
  }>;
}

/** The price of one room type and plan for a stay, as the room search shows it to a visitor; null when not on sale. */
export async function rateOf(fixture: Fixture, session: string, at: Pick<Bookable, 'hotelId' | 'roomTypeCode' | 'planCode'>, checkin: string, checkout: string) {
  const { body } = await fixture.call<RoomsAnswer>('GET', `/booking/hotels/${at.hotelId}/rooms`, {
    headers: { 'client-session': session },
    query: { type: 'rooms', q: { checkin_date: checkin, checkout_date: checkout, rooms: [{ adults: 2, children: 0 }] } },
  });
  const rate = body.data?.find((room) => room.room_type_code === at.roomTypeCode)?.rates.find((r) => r.room_plan_code === at.planCode);
  return rate?.available ? (rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price) : null;
}

/** The first public, available rate of a hotel for a stay, as a visitor would pick it. */
export async function findBookable(
  fixture: Fixture,
  session: string,
  hotelId: number,
  checkin: string,
  checkout: string,
  adults = 2,
  method?: string,
): Promise<Bookable | null> {
  const { body } = await fixture.call<RoomsAnswer>('GET', `/booking/hotels/${hotelId}/rooms`, {
    headers: { 'client-session': session },
    query: { type: 'rooms', q: { checkin_date: checkin, checkout_date: checkout, rooms: [{ adults, children: 0 }] } },
  });
  for (const room of body.data ?? []) {
    for (const rate of room.rates) {
      if (!rate.available || rate.members_only) continue;
      if (method && !rate.payment_method.includes(method)) continue;
      return {
        hotelId,
        answers: await requiredAnswers(fixture, session, hotelId, rate.room_plan_code),
        roomTypeCode: room.room_type_code,
        planCode: rate.room_plan_code,
        checkin,
        checkout,
        price: rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price,
        paymentMethods: rate.payment_method,
      };
    }
  }
  return null;
}

export function guest(email = 'taro.yamada@example.jp') {
  return { email, first_name: 'Taro', last_name: 'Yamada', first_name_kana: 'たろう', last_name_kana: 'やまだ', phone: '090-1234-5678' };
}

/** A one-room booking body for a bookable rate. */
export function bookingBody(bookable: Bookable, paymentMethod: string, extra: Record<string, unknown> = {}) {
  return {
    rooms: [
      {
        room_type_code: bookable.roomTypeCode,
        room_plan_code: bookable.planCode,
        room_count: 1,
        adults: 2,
        children: 0,
        kids_tiers: [],
        guest: guest(),
        total_price: bookable.price,
        checkin_date: bookable.checkin,
        checkout_date: bookable.checkout,
      },
    ],
    payment_method: paymentMethod,
    answers: bookable.answers,
    ...extra,
  };
}
