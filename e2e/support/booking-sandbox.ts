import { expect, type APIRequestContext } from '@playwright/test';
import type { TestLocale } from './catalogues';
import { sandboxUrl } from './environment';
import { type EngineClient, type EngineRate, type EngineRoom, stay } from './rooms-plans-page';

/**
 * What other clients of the booking engine do meanwhile, set up by a journey through the sandbox's API: other
 * guests taking the last rooms, a member's own bookings, the payments the engine recorded.
 */

const clientKeys = { key: 'sandbox-client-key', secret: 'sandbox-client-secret' };

export type OfferedRate = EngineRate & { room_left: number; payment_method: string[] };

/** A plan of a room for a stay, as the engine offers it (the shape `BookingFunnelPage.chooseRoom` takes). */
export interface EngineOffer {
  hotelId: number;
  dates: { checkIndate: string; checkOutdate: string };
  room: EngineRoom;
  plan: OfferedRate;
}

export async function clientSession(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${sandboxUrl}/booking/client_sessions`, { data: clientKeys });
  return ((await answer.json()) as { client_session: string }).client_session;
}

/** One reservation of `rooms` rooms of the offer, for two adults each, paid at the hotel. */
export async function reserve(request: APIRequestContext, engine: EngineClient, offer: EngineOffer, rooms: number, headers: Record<string, string>, guest: { email: string; first_name: string; last_name: string }) {
  const { plan } = offer;
  const priceForThem = 'authorization' in headers ? (plan.sign_in_discount?.total_price_after_discount ?? plan.total_price) : (plan.non_sign_in_discount?.total_price_after_discount ?? plan.total_price);
  const room = {
    room_type_code: offer.room.room_type_code,
    room_plan_code: plan.room_plan_code,
    room_count: 1,
    adults: 2,
    children: 0,
    kids_tiers: [],
    guest: { ...guest, first_name_kana: '', last_name_kana: '', phone: '090-1234-5678' },
    total_price: priceForThem,
    checkin_date: offer.dates.checkIndate,
    checkout_date: offer.dates.checkOutdate,
  };
  const answer = await request.post(`${sandboxUrl}/booking/hotels/${offer.hotelId}/reservations`, {
    headers: { ...headers, locale: 'en', 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      rooms: Array.from({ length: rooms }, () => room),
      payment_method: 'onsite',
      answers: await engine.requiredAnswers(offer.hotelId, plan.room_plan_code),
      locale: 'en',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** How many rooms of the offer the engine has left now (a room type sold out leaves its list). */
export async function roomsLeft(engine: EngineClient, offer: EngineOffer): Promise<number> {
  const room = (await engine.roomsOf(offer.hotelId, offer.dates)).find((r) => r.room_type_code === offer.room.room_type_code);
  const rate = room?.rates.find((r) => r.room_plan_code === offer.plan.room_plan_code) as OfferedRate | undefined;
  return rate?.available ? rate.room_left : 0;
}

/** A public plan that takes every way of paying (BREAKFAST) in a room type with at most `most` rooms left. */
export async function fewRoomsLeft(engine: EngineClient, hotelId: number, fromToday: number, locale: TestLocale, most = 6): Promise<EngineOffer> {
  for (let offset = fromToday; offset < fromToday + 21; offset += 1) {
    const dates = stay(offset);
    for (const room of await engine.roomsOf(hotelId, dates, locale)) {
      const plan = room.rates.find((r) => /BREAKFAST/.test(r.room_plan_code) && r.available && !r.members_only) as OfferedRate | undefined;
      if (plan && plan.room_left > 0 && plan.room_left <= most) return { hotelId, dates, room, plan };
    }
  }
  throw new Error(`hotel ${hotelId} has no room type with at most ${most} rooms left within three weeks of day ${fromToday}`);
}

/** Other guests book every room of the offer that is left, through the engine, until it answers none are. */
export async function bookTheRestOf(request: APIRequestContext, engine: EngineClient, offer: EngineOffer): Promise<void> {
  const headers = { 'client-session': await clientSession(request) };
  const guest = { email: `other.guest.${Date.now()}@example.com`, first_name: 'Ken', last_name: 'Suzuki' };
  for (let left = await roomsLeft(engine, offer); left > 0; left = await roomsLeft(engine, offer)) {
    // The engine books at most eight rooms at a time.
    await reserve(request, engine, offer, Math.min(left, 8), headers, guest);
  }
}

interface PaymentEntry {
  kind: 'charge' | 'refund' | 'hold';
  method: string;
  amount: number;
}

/** The money movements the engine recorded for a booking (its receipt), looked up with the guest's e-mail. */
export async function paymentsOf(request: APIRequestContext, hotelId: number, id: string, email: string, locale: TestLocale): Promise<PaymentEntry[]> {
  const answer = await request.get(`${sandboxUrl}/booking/hotels/${hotelId}/reservations/${encodeURIComponent(id)}/receipt`, {
    params: { email },
    headers: { 'client-session': await clientSession(request), locale },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { payments: PaymentEntry[] } }).data.payments;
}
