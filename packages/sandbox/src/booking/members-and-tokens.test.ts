import { bookingBody, requiredAnswers, daysFromToday, findBookable } from '../test-support/booking-helpers';
import { type Fixture, startFixture } from '../test-support/sandbox-fixture';

jest.setTimeout(60_000);

let fixture: Fixture;
let session: string;

// Seeding a year of inventory takes minutes on a busy machine.
beforeAll(async () => {
  // Tokens that expire within the test, as issue 3 asks ("TTLs configurable by environment").
  fixture = await startFixture({ SANDBOX_ACCESS_TOKEN_TTL: '2', SANDBOX_SITE_TOKEN_TTL: '2' });
  session = await fixture.clientSession();
}, 300_000);
afterAll(() => fixture.sandbox.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(email = 'hanako.sato@example.jp') {
  const { body } = await fixture.call<{ access_token: string; refresh_token: string; membership: { loyalty_points: number } }>(
    'POST',
    '/booking/hotels/1/memberships/sign_in',
    { headers: { 'client-session': session }, body: { email, password: 'Sakura2026!' } },
  );
  return body;
}

describe('sessions and tokens (SPEC 8 transport errors)', () => {
  it('answers 401 code 1000 without a valid client session', async () => {
    for (const headers of [{}, { 'client-session': 'nonsense' }] as Array<Record<string, string>>) {
      const answer = await fixture.call<{ errors: Array<{ code: number }> }>('GET', '/booking/hotels/1', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0]?.code).toBe(1000);
    }
    const bad = await fixture.call('POST', '/booking/client_sessions', { body: { key: 'x', secret: 'y' } });
    expect(bad.status).toBe(401);
  });

  it('an expired access token answers 401 code 1400; the refresh token gets a new one, once', async () => {
    const tokens = await signIn();
    const headers = { 'client-session': session, authorization: `Bearer ${tokens.access_token}` };
    expect((await fixture.call('GET', '/booking/hotels/1/memberships/show', { headers })).status).toBe(200);
    await sleep(2_300);
    const expired = await fixture.call<{ errors: Array<{ code: number }> }>('GET', '/booking/hotels/1/memberships/show', { headers });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]?.code).toBe(1400);
    const refreshed = await fixture.call<{ access_token: string }>('POST', '/booking/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const ok = await fixture.call('GET', '/booking/hotels/1/memberships/show', {
      headers: { ...headers, authorization: `Bearer ${refreshed.body.access_token}` },
    });
    expect(ok.status).toBe(200);
    const reused = await fixture.call('POST', '/booking/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token } });
    expect(reused.status).toBe(401);
  });

  it('site tokens for the content API expire too', async () => {
    const user = fixture.sandbox.config.contentUser;
    const { body } = await fixture.call<{ token: string }>('GET', '/content/api/core/CoreAuthentication/GenerateToken', {
      headers: { username: user.username, password: user.password, audience: user.audience },
    });
    const call = () => fixture.call('POST', '/content/api/v2/dictionaries', { headers: { authorization: `Bearer ${body.token}` }, body: { lang: 'ja-JP' } });
    expect((await call()).status).toBe(200);
    await sleep(2_300);
    expect((await call()).status).toBe(401);
  });
});

describe('points (issue 3: members earn 1 % and can pay with points)', () => {
  // Access tokens live 2 s in this file, so each member call signs in right before it.
  const memberHeaders = async (email: string) => ({
    'client-session': session,
    authorization: `Bearer ${(await signIn(email)).access_token}`,
    locale: 'en',
  });

  it('a member earns 1 % of the price paid, and spends points on the next booking', async () => {
    const email = 'emily.clark@example.com';
    const tokens = await signIn(email);
    const headers = await memberHeaders(email);
    const bookable = await findBookable(fixture, session, 2, daysFromToday(60), daysFromToday(61), 2, 'onsite');
    expect(bookable).not.toBeNull();
    // The member price may be lower than the public one: ask the engine what this member pays.
    const price = await fixture.call<{ data: { sign_in_total_price: number | null; total_price: number } }>('GET', '/booking/hotels/2/rooms/price', {
      headers,
      query: { q: { checkin_date: bookable!.checkin, checkout_date: bookable!.checkout, rooms: [{ room_type_code: bookable!.roomTypeCode, room_plan_code: bookable!.planCode, adults: 2, children: 0 }] } },
    });
    const memberPays = price.body.data.sign_in_total_price ?? price.body.data.total_price;
    const before = tokens.membership.loyalty_points;
    const body = bookingBody({ ...bookable!, price: memberPays }, 'onsite', { spending_point_value: 100 });
    const created = await fixture.call<{ data: { earned_points: number; spending_point_value: number } }>('POST', '/booking/hotels/2/reservations', {
      headers: await memberHeaders(email),
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.earned_points).toBe(Math.round((memberPays - 100) / 100));
    const points = await fixture.call<{ data: { points: number } }>('GET', '/booking/hotels/2/memberships/point', { headers: await memberHeaders(email) });
    expect(points.body.data.points).toBe(before - 100 + created.body.data.earned_points);
    const tooMany = await fixture.call<{ errors: Array<{ code: number; title: string }> }>('POST', '/booking/hotels/2/reservations', {
      headers: await memberHeaders(email),
      body: { ...body, spending_point_value: memberPays, payment_method: 'points' },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ code: 4010, title: "You don't have enough points" });
  });

  it("lists a member's reservations with past, coming-up and cancelled stays", async () => {
    const tokens = await signIn();
    const list = await fixture.call<{ data: Array<{ status: string; checkout_date: string }> }>('GET', '/booking/user/reservations', {
      headers: { 'client-session': session, authorization: `Bearer ${tokens.access_token}` },
    });
    const today = daysFromToday(0);
    expect(list.body.data.some((r) => r.status === 'done' && r.checkout_date < today)).toBe(true);
    expect(list.body.data.some((r) => r.status === 'done' && r.checkout_date >= today)).toBe(true);
    expect(list.body.data.some((r) => r.status === 'cancelled')).toBe(true);
  });

  it('members-only plans need a login', async () => {
    const q = { checkin_date: daysFromToday(70), checkout_date: daysFromToday(71), rooms: [{ adults: 2, children: 0 }] };
    for (let hotelId = 1; hotelId <= 81; hotelId += 1) {
      const rooms = await fixture.call<{ data: Array<{ room_type_code: string; rates: Array<{ room_plan_code: string; members_only: boolean; available: boolean; sign_in_discount: { total_price_after_discount: number } | null; payment_method: string[] }> }> }>(
        'GET', `/booking/hotels/${hotelId}/rooms`, { headers: { 'client-session': session }, query: { type: 'rooms', q } },
      );
      // Pay-later needs no card: the booking can be made with what a test has.
      const payable = (rate: { members_only: boolean; available: boolean; payment_method: string[] }) =>
        rate.members_only && rate.available && rate.payment_method.includes('deferred');
      const room = rooms.body.data.find((r) => r.rates.some(payable));
      const rate = room?.rates.find(payable);
      if (!room || !rate) continue;
      const bookable = { hotelId, roomTypeCode: room.room_type_code, planCode: rate.room_plan_code, checkin: q.checkin_date, checkout: q.checkout_date, price: rate.sign_in_discount?.total_price_after_discount ?? 0, paymentMethods: rate.payment_method, answers: await requiredAnswers(fixture, session, hotelId, rate.room_plan_code) };
      const visitor = await fixture.call<{ errors: Array<{ code: number }> }>('POST', `/booking/hotels/${hotelId}/reservations`, {
        headers: { 'client-session': session }, body: bookingBody(bookable, 'deferred'),
      });
      expect(visitor.status).toBe(403);
      expect(visitor.body.errors[0]?.code).toBe(3004);
      const member = await fixture.call('POST', `/booking/hotels/${hotelId}/reservations`, {
        headers: await memberHeaders('hanako.sato@example.jp'), body: bookingBody(bookable, 'deferred'),
      });
      expect(member.status).toBe(201);
      return;
    }
    throw new Error('no members-only plan in the seed');
  });
});
