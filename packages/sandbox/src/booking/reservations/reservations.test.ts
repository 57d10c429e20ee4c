import { randomUUID } from 'node:crypto';
import { type Bookable, bookingBody, daysFromToday, findBookable } from '../../test-support/booking-helpers';
import { type Fixture, startFixture } from '../../test-support/sandbox-fixture';

jest.setTimeout(60_000);

let fixture: Fixture;
let session: string;

// Seeding a year of inventory takes minutes on a busy machine.
beforeAll(async () => {
  fixture = await startFixture();
  session = await fixture.clientSession();
}, 300_000);
afterAll(() => fixture.sandbox.close());

async function bookableSomewhere(days: number, nights = 1, method = 'onsite'): Promise<Bookable> {
  for (const hotelId of [1, 2, 3, 11, 12, 21, 30, 40, 50, 60]) {
    const found = await findBookable(fixture, session, hotelId, daysFromToday(days), daysFromToday(days + nights), 2, method);
    if (found) return found;
  }
  throw new Error('no bookable room found');
}

function create(bookable: Bookable, body: unknown, headers: Record<string, string> = {}) {
  return fixture.call<{ data: { reservation_number: string; bypass_token: string; email: string; total_price: number; status: string }; errors?: Array<{ code: number; title: string }> }>(
    'POST',
    `/booking/hotels/${bookable.hotelId}/reservations`,
    { headers: { 'client-session': session, locale: 'en', ...headers }, body },
  );
}

describe('reservations (issue 3: reservations are real)', () => {
  it('30 simultaneous bookings at a room with 3 left: exactly 3 succeed, the rest are told it is sold out', async () => {
    const bookable = await bookableSomewhere(20, 1, 'onsite');
    await fixture.sandbox.db.query(
      'UPDATE room_nights SET total = taken + 3 WHERE hotel_id = $1 AND room_type_code = $2 AND night = $3',
      [bookable.hotelId, bookable.roomTypeCode, bookable.checkin],
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => create(bookable, bookingBody(bookable, 'onsite'), { 'idempotency-key': randomUUID() })),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors?.[0]).toMatchObject({ code: 3001, title: expect.stringMatching(/sold out/i) });
    }
    const [night] = await fixture.sandbox.db.query<{ total: number; taken: number }>(
      'SELECT total, taken FROM room_nights WHERE hotel_id = $1 AND room_type_code = $2 AND night = $3',
      [bookable.hotelId, bookable.roomTypeCode, bookable.checkin],
    );
    expect(night!.taken).toBe(night!.total);
    const [negative] = await fixture.sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM room_nights WHERE taken > total OR taken < 0');
    expect(negative!.count).toBe(0);
  });

  it('a double-clicked Pay (same Idempotency-Key) makes one reservation', async () => {
    const bookable = await bookableSomewhere(25);
    const key = randomUUID();
    const body = bookingBody(bookable, 'onsite');
    body.rooms[0]!.guest.email = 'double.click@example.jp';
    const [first, second] = await Promise.all([create(bookable, body, { 'idempotency-key': key }), create(bookable, body, { 'idempotency-key': key })]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.reservation_number).toBe(first.body.data.reservation_number);
    const again = await create(bookable, body, { 'idempotency-key': key });
    expect(again.body.data.reservation_number).toBe(first.body.data.reservation_number);
    const [count] = await fixture.sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reservations WHERE email = $1', ['double.click@example.jp']);
    expect(count!.count).toBe(1);
    const changed = await create(bookable, { ...body, payment_method: 'deferred' }, { 'idempotency-key': key });
    expect(changed.status).toBe(422);
    expect(changed.body.errors?.[0]?.code).toBe(5009);
  });

  it('looks a booking up by e-mail and bypass token only, and sends the confirmation e-mail with its look-up link', async () => {
    const bookable = await bookableSomewhere(30);
    const { body } = await create(bookable, bookingBody(bookable, 'onsite'));
    const { reservation_number: number, bypass_token: token, email } = body.data;
    const path = `/booking/hotels/${bookable.hotelId}/reservations/${number}`;
    const ok = await fixture.call<{ data: { reservation_number: string; rooms: unknown[] } }>('GET', path, {
      headers: { 'client-session': session },
      query: { email, bypass_token: token },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.rooms).toHaveLength(1);
    for (const query of [{ email, bypass_token: 'wrong' }, { email: 'other@example.jp', bypass_token: token }, {}]) {
      expect((await fixture.call('GET', path, { headers: { 'client-session': session }, query })).status).toBe(404);
    }
    const outbox = await fixture.call<{ data: Array<{ kind: string; link: string; to: string }> }>('GET', '/dev/outbox', { query: { to: email, kind: 'booking_confirmation' } });
    expect(outbox.body.data[0]?.link).toContain(`/confirm-booking/${number}?`);
    expect(outbox.body.data[0]?.link).toContain(`bypass_token=${token}`);
  });

  it('refuses a price the guest did not see, and a card that is declined, without taking a room', async () => {
    const bookable = await bookableSomewhere(35, 1, 'card');
    const before = await fixture.sandbox.db.query<{ taken: number }>('SELECT taken FROM room_nights WHERE hotel_id = $1 AND room_type_code = $2 AND night = $3', [
      bookable.hotelId, bookable.roomTypeCode, bookable.checkin,
    ]);
    const cheap = await create(bookable, { ...bookingBody(bookable, 'onsite'), rooms: [{ ...bookingBody(bookable, 'onsite').rooms[0], total_price: 1 }] });
    expect(cheap.status).toBe(409);
    expect(cheap.body.errors?.[0]?.code).toBe(3002);
    const token = await fixture.call<{ tokenObject: { token: string } }>('POST', '/card/api/token', {
      body: { key: fixture.sandbox.config.cardShopKey, cardno: '4000000000000002', expire: '2912', securitycode: '123', holdername: 'TARO YAMADA' },
    });
    const declined = await create(bookable, bookingBody(bookable, 'card', { card_token: token.body.tokenObject.token }));
    expect(declined.status).toBe(422);
    expect(declined.body.errors?.[0]?.code).toBe(4001);
    const after = await fixture.sandbox.db.query<{ taken: number }>('SELECT taken FROM room_nights WHERE hotel_id = $1 AND room_type_code = $2 AND night = $3', [
      bookable.hotelId, bookable.roomTypeCode, bookable.checkin,
    ]);
    expect(after).toEqual(before);
  });

  it('cancels with the fee of the policy, keeps the reason and gives the room back', async () => {
    const bookable = await bookableSomewhere(40);
    const { body } = await create(bookable, bookingBody(bookable, 'onsite'));
    const { reservation_number: number, bypass_token: token, email } = body.data;
    const query = { email, bypass_token: token };
    const headers = { 'client-session': session, locale: 'ja' };
    const settings = await fixture.call<{ data: { can_cancel: boolean; cancellation_fee: number } }>('GET', `/booking/hotels/${bookable.hotelId}/reservations/${number}/update_settings`, { headers, query });
    expect(settings.body.data.can_cancel).toBe(true);
    const cancelled = await fixture.call<{ data: { status: string; cancellation: { fee: number; reason: string; details: string }; message: { title: string } } }>(
      'PUT',
      `/booking/hotels/${bookable.hotelId}/reservations/${number}/cancel`,
      { headers, query, body: { language: 'ja', category: 'other', reason: 'other', details: '予定が変わりました' } },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.cancellation).toMatchObject({ fee: settings.body.data.cancellation_fee, reason: 'other', details: '予定が変わりました' });
    expect(cancelled.body.data.message.title).toBe('ご予約をキャンセルしました');
    const again = await fixture.call<{ errors: Array<{ code: number }> }>('PUT', `/booking/hotels/${bookable.hotelId}/reservations/${number}/cancel`, {
      headers, query, body: { language: 'ja', category: 'other' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.code).toBe(5002);
    const held = await fixture.sandbox.db.query('SELECT 1 FROM reservation_nights WHERE reservation_number = $1', [number]);
    expect(held).toEqual([]);
  });

  it('moves a booking to new dates and reports the price difference', async () => {
    const bookable = await bookableSomewhere(45);
    const { body } = await create(bookable, bookingBody(bookable, 'onsite'));
    const { reservation_number: number, bypass_token: token, email, total_price: oldTotal } = body.data;
    const later = await findBookable(fixture, session, bookable.hotelId, daysFromToday(50), daysFromToday(52), 2, 'onsite');
    expect(later).not.toBeNull();
    const updateBody = bookingBody(later!, 'onsite');
    const updated = await fixture.call<{ data: { checkin_date: string; nights: number; original_total_price: number; price_difference: number; total_price: number } }>(
      'PUT',
      `/booking/hotels/${bookable.hotelId}/reservations/${number}`,
      { headers: { 'client-session': session }, query: { email, bypass_token: token }, body: { checkin_date: later!.checkin, checkout_date: later!.checkout, rooms: updateBody.rooms } },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ checkin_date: later!.checkin, nights: 2, original_total_price: oldTotal });
    expect(updated.body.data.price_difference).toBe(updated.body.data.total_price - oldTotal);
  });

  it('releases a pay-later booking that is not paid in time', async () => {
    const bookable = await bookableSomewhere(55, 1, 'deferred');
    const { body, status } = await create(bookable, bookingBody(bookable, 'deferred'));
    expect(status).toBe(201);
    const number = body.data.reservation_number;
    await fixture.sandbox.db.query(`UPDATE reservations SET payment_due_at = now() - interval '1 second' WHERE number = $1`, [number]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const read = await fixture.call<{ data: { status: string; payment_status: string } }>('GET', `/booking/hotels/${bookable.hotelId}/reservations/${number}`, {
      headers: { 'client-session': session },
      query: { email: body.data.email, bypass_token: body.data.bypass_token },
    });
    expect(read.body.data).toMatchObject({ status: 'cancelled', payment_status: 'expired' });
    expect(await fixture.sandbox.db.query('SELECT 1 FROM reservation_nights WHERE reservation_number = $1', [number])).toEqual([]);
  });
});
