import type { AdditionalQuestion, QuestionAnswer, RoomRate, RoomSearchRoom } from '@hotel/contracts';
import { isApiError } from '../errors/api-error';
import { inDays, locales, startContract } from './sandbox-session';

jest.setTimeout(90_000);

let contract: Awaited<ReturnType<typeof startContract>>;
beforeAll(async () => {
  contract = await startContract();
});
afterAll(() => contract.sandbox.close());

const brandNames = { ja: 'ホテルさくら', en: 'Hotel Sakura', ko: '호텔 사쿠라', 'zh-CN': '樱花酒店', 'zh-TW': '櫻花飯店' } as const;
const stay = () => ({ checkin_date: inDays(9), checkout_date: inDays(10), rooms: [{ adults: 2, children: 0 }] });

function publicRate(rooms: RoomSearchRoom[], method = 'onsite'): { room: RoomSearchRoom; rate: RoomRate } | undefined {
  for (const room of rooms) {
    const rate = room.rates.find((r) => r.available && !r.members_only && r.payment_method.includes(method as never));
    if (rate) return { room, rate };
  }
  return undefined;
}

function firstPublicRate(rooms: RoomSearchRoom[], method = 'onsite'): { room: RoomSearchRoom; rate: RoomRate } {
  const found = publicRate(rooms, method);
  if (!found) throw new Error('no public rate');
  return found;
}

/**
 * Two nights from about a month ahead that `hotelId` still sells publicly, as a guest moving a stay would look for
 * them: each hotel sells out on a peak night a year (the sandbox's seed), so a fixed day ahead can fall on one
 * (the clean run of 2026-11-28 met hotel 5's year-end night 30 days out).
 */
async function laterPublicStay(hotelId: number) {
  for (let ahead = 30; ahead < 44; ahead += 1) {
    const dates = { checkin_date: inDays(ahead), checkout_date: inDays(ahead + 2) };
    const found = publicRate((await contract.api.booking.searchRooms(hotelId, 'rooms', { ...stay(), ...dates })).data);
    if (found) return { ...found, ...dates };
  }
  throw new Error(`no public rate at hotel ${hotelId} from 30 to 45 days ahead`);
}

/** The answer a guest gives to each required booking question (brand and hotel): the first time or option offered. */
async function requiredAnswers(hotelId: number, planCode: string): Promise<QuestionAnswer[]> {
  const query = { label_filters: ['place_booking_process' as const] };
  const asked: AdditionalQuestion[] = [
    ...(await contract.api.booking.brandQuestions(query)),
    ...(await contract.api.booking.hotelQuestions(hotelId, query, [planCode])),
  ];
  return asked
    .filter((question) => question.labels.some((label) => label.includes('true')))
    .map((question) => ({
      question_id: question.id,
      text:
        question.answer_type === 'time'
          ? (question.settings.started_at ?? '')
          : question.answer_type === 'options'
            ? (Object.values(question.settings.answer_options)[0]?.[0]?.text ?? '')
            : 'none',
    }));
}

describe('booking engine client against the sandbox (issue 3 contract tests)', () => {
  it.each(locales)('hotel, tiers and settings answer in %s', async (locale) => {
    contract.state.locale = locale;
    const { api } = contract;
    expect((await api.booking.hotel(1)).name).toContain(brandNames[locale]);
    const tiers = await api.booking.tiers(1);
    expect(tiers.kids_setting.accept_type).toBe('accept');
    const bar = await api.booking.searchBarSettings(1);
    expect(bar).toMatchObject({ max_rooms: 8, max_adults: 10, max_children: 10, max_child_age: 12 });
    expect(bar.room_search_filters.length).toBeGreaterThan(0);
    expect((await api.booking.bookingWidgetSettings(1)).payment_methods).toContain('points');
    expect((await api.booking.termsSettings(1)).terms_html).toMatch(/<p>/);
  });

  it('starts without a client session and gets one on the first 401 code 1000', async () => {
    contract.state.clientSession = 'stale-session';
    contract.state.locale = 'en';
    expect((await contract.api.booking.hotel(2)).id).toBe(2);
    expect(contract.state.clientSession).not.toBe('stale-session');
  });

  it('prices every hotel five codes per call, in order', async () => {
    const codes = (await Promise.all(Array.from({ length: 12 }, (_, i) => contract.api.booking.hotel(i + 1)))).map((h) => h.code);
    const prices = await contract.api.booking.allBrandHotelPrices({ rooms: [{ ...stay(), adults: 2, children: 0 }] } as never, codes);
    expect(prices.map((p) => p.code)).toEqual(codes);
    expect(prices.filter((p) => p.lowest_price !== null).length).toBeGreaterThan(8);
    const page = await contract.api.booking.brandHotelPrices({ page: 1, per_page: 5, hotel_codes: codes, rooms: [{ ...stay(), adults: 2, children: 0 }] } as never);
    expect(page.meta).toEqual({ page: 1, per_page: 5, total_count: 12 });
  });

  it.each(locales)('searches rooms and plans in %s, with policies, extras and questions', async (locale) => {
    contract.state.locale = locale;
    const { api } = contract;
    const rooms = await api.booking.searchRooms(3, 'rooms', stay());
    const plans = await api.booking.searchRooms(3, 'plans', stay());
    expect(rooms.data.length).toBeGreaterThan(0);
    expect(plans.data.length).toBeGreaterThan(0);
    const { rate } = firstPublicRate(rooms.data);
    expect(plans.data.map((p) => p.code)).toContain(rate.room_plan_code);
    const policies = await api.booking.cancellationPolicies(3, [rate.room_plan_code]);
    expect(policies[0]?.room_plan_code).toBe(rate.room_plan_code);
    expect(policies[0]?.description.length).toBeGreaterThan(5);
    await expect(api.booking.extras(3, { checkin_date: stay().checkin_date, checkout_date: stay().checkout_date, room_plan_codes: [rate.room_plan_code] })).resolves.toEqual(expect.any(Array));
    const brandQuestions = await api.booking.brandQuestions({ label_filters: ['place_booking_process'] });
    expect(brandQuestions.length).toBeGreaterThan(0);
    await expect(api.booking.hotelQuestions(3, { label_filters: [] }, [rate.room_plan_code])).resolves.toEqual(expect.any(Array));
    if (locale !== 'en') expect(rate.room_plan_name).not.toMatch(/^[A-Za-z ]+$/);
  });

  it('prices a selection, and reads calendar inventory and plan availability', async () => {
    contract.state.locale = 'ja';
    const { api } = contract;
    const { room, rate } = firstPublicRate((await api.booking.searchRooms(4, 'rooms', stay())).data);
    const price = await api.booking.selectedRoomsPrice(4, {
      checkin_date: stay().checkin_date,
      checkout_date: stay().checkout_date,
      coupon_code: 'OFF5',
      rooms: [{ room_type_code: room.room_type_code, room_plan_code: rate.room_plan_code, adults: 2, children: 0 }],
    });
    expect(price.coupon_promotion).toMatchObject({ coupon_code: 'OFF5', percent: 5 });
    expect(price.coupon_discount_amount).toBeGreaterThan(0);
    expect(price.total_price).toBeLessThan(price.original_price_with_tax);
    const calendar = await api.booking.inventory(4, { start_date: inDays(1), end_date: inDays(40), adults: 2, children: 0, nights: 1 });
    expect(Object.keys(calendar.inventory)).toHaveLength(40);
    const availability = await api.booking.availability(4, { start_date: inDays(5), end_date: inDays(12), room_plan_code: rate.room_plan_code, adults: 2, nights: 1, children: 0 });
    expect(availability.data).toHaveLength(8);
    const month = inDays(20).slice(0, 7);
    const brand = await api.booking.brandInventory({ year_month: month, adults: 2, children: 0, nights: 1, hotel_ids: [1, 2, 3] });
    expect(Object.keys(brand.inventory).length).toBeGreaterThanOrEqual(59);
  });

  it('books, reads, changes guests and answers, prints a receipt, moves and cancels a reservation', async () => {
    contract.state.locale = 'en';
    const { api, outbox } = contract;
    const { room, rate } = firstPublicRate((await api.booking.searchRooms(5, 'rooms', stay())).data);
    const guest = { email: 'ken.ito@example.jp', first_name: 'Ken', last_name: 'Ito', first_name_kana: 'けん', last_name_kana: 'いとう', phone: '090-2222-3333' };
    const created = await api.booking.createReservation(5, {
      rooms: [{ room_type_code: room.room_type_code, room_plan_code: rate.room_plan_code, room_count: 1, adults: 2, children: 0, kids_tiers: [], guest, total_price: rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price, checkin_date: stay().checkin_date, checkout_date: stay().checkout_date }],
      payment_method: 'onsite',
      answers: await requiredAnswers(5, rate.room_plan_code),
    });
    expect(created.status).toBe('done');
    const ref = { hotelId: 5, reservationNumber: created.reservation_number, email: created.email, bypassToken: created.bypass_token };
    expect((await api.booking.getReservation(ref)).reservation_number).toBe(created.reservation_number);
    const renamed = await api.booking.updateGuests(ref, { guests: [{ ...guest, first_name: 'Kenta' }] });
    expect(renamed.rooms[0]?.guest.first_name).toBe('Kenta');
    const questions = await api.booking.reservationQuestions(ref, { label_filters: [] });
    const first = questions.find((q) => q.answer_type === 'text') ?? questions[0];
    const answered = await api.booking.answerReservationQuestions(ref, [{ question_id: first!.id, text: first!.answer_type === 'time' ? '18:00' : 'Late arrival' }]);
    expect(answered.find((q) => q.id === first!.id)?.answer?.text).toBeTruthy();
    expect((await api.booking.receipt(ref)).reservation_number).toBe(created.reservation_number);
    const settings = await api.booking.reservationSettings(ref);
    expect(settings.can_cancel).toBe(true);
    const later = await laterPublicStay(5);
    const moved = await api.booking.updateReservation(ref, {
      checkin_date: later.checkin_date,
      checkout_date: later.checkout_date,
      rooms: [{ room_type_code: later.room.room_type_code, room_plan_code: later.rate.room_plan_code, room_count: 1, adults: 2, children: 0, kids_tiers: [], guest, total_price: later.rate.non_sign_in_discount?.total_price_after_discount ?? later.rate.total_price, checkin_date: later.checkin_date, checkout_date: later.checkout_date }],
    });
    expect(moved.price_difference).toBe(moved.total_price - created.total_price);
    const cancelled = await api.booking.cancelReservation(ref, { language: 'en', category: 'trip_cancelled', reason: 'trip_cancelled' });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.message?.title).toBe('Your booking has been cancelled');
    const mails = await outbox('ken.ito@example.jp', 'booking_confirmation');
    expect(mails[0]?.link).toContain(created.reservation_number);
    await expect(api.booking.cancelReservation(ref, { language: 'en', category: 'other', reason: '' })).rejects.toMatchObject({
      service: 'booking',
      status: 409,
      code: 5002,
    });
  });

  it('settles a pay-later hold with a card token, and normalizes a declined card', async () => {
    contract.state.locale = 'ja';
    const { api, sandbox } = contract;
    const { room, rate } = firstPublicRate((await api.booking.searchRooms(6, 'rooms', stay())).data, 'deferred');
    const guest = { email: 'mai.kato@example.jp', first_name: '舞', last_name: '加藤', first_name_kana: 'まい', last_name_kana: 'かとう', phone: '080-1111-2222' };
    const held = await api.booking.createReservation(6, {
      rooms: [{ room_type_code: room.room_type_code, room_plan_code: rate.room_plan_code, room_count: 1, adults: 2, children: 0, kids_tiers: [], guest, total_price: rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price, checkin_date: stay().checkin_date, checkout_date: stay().checkout_date }],
      payment_method: 'deferred',
      answers: await requiredAnswers(6, rate.room_plan_code),
    });
    expect(held.payment_status).toBe('awaiting_payment');
    const token = async (cardno: string) =>
      ((await (await fetch(`${sandbox.url}/card/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: sandbox.config.cardShopKey, cardno, expire: '2912', securitycode: '123', holdername: 'MAI KATO' }),
      })).json()) as { tokenObject: { token: string } }).tokenObject.token;
    const ref = { hotelId: 6, reservationNumber: held.reservation_number, email: held.email, bypassToken: held.bypass_token };
    const declined = await api.booking.settlePayment(ref, { card_token: await token('4000000000000002') }).catch((error: unknown) => error);
    expect(isApiError(declined) && declined.status === 422 && declined.code === 4001 && declined.title.includes('残高')).toBe(true);
    const paid = await api.booking.settlePayment(ref, { card_token: await token('4111111111111111') });
    expect(paid.payment_status).toBe('paid');
    expect(paid.card_last4).toBe('1111');
  });
});
