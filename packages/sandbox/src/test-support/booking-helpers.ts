import { addDays, toIsoDate } from '@hotel/domain';
import type { Fixture } from './sandbox-fixture';

export const brandId = 297;

export function daysFromToday(days: number): string {
  return addDays(toIsoDate(new Date()), days);
}

export interface Bookable {
  hotelId: number;
  roomTypeCode: string;
  planCode: string;
  checkin: string;
  checkout: string;
  price: number;
  paymentMethods: string[];
}

interface RoomsAnswer {
  data: Array<{
    room_type_code: string;
    rates: Array<{ room_plan_code: string; available: boolean; members_only: boolean; payment_method: string[]; non_sign_in_discount: { total_price_after_discount: number } | null; total_price: number }>;
  }>;
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
    ...extra,
  };
}
