import type { OutboxMessage } from '@hotel/contracts';
import { bookingBody, daysFromToday, findBookable } from '../../test-support/booking-helpers';
import { type Fixture, startFixture } from '../../test-support/sandbox-fixture';
import { insertDemoActivity } from './demo-activity';

jest.setTimeout(60_000);

let fixture: Fixture;
let session: string;
beforeAll(async () => {
  fixture = await startFixture({ SITE_URL: 'http://site.test' });
  session = await fixture.clientSession();
}, 300_000);
afterAll(() => fixture.sandbox.close());

type Errors = { errors: Array<{ code: number; title: string; field?: string }> };
const password = 'Kaede2026x';
let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now()}.${(counter += 1)}@example.com`;
const headers = (extra: Record<string, string> = {}) => ({ 'client-session': session, locale: 'en', ...extra });

async function outbox(to: string): Promise<OutboxMessage[]> {
  return (await fixture.call<{ data: OutboxMessage[] }>('GET', '/dev/outbox', { query: { to } })).body.data;
}

function signUp(email: string, extra: Record<string, unknown> = {}) {
  const body = { first_name: 'Kaede', last_name: 'Mori', email, hotel_id: 1, email_permission: false, password, ...extra };
  return fixture.call<{ data: unknown }>('POST', '/booking/hotels/1/memberships/sign_up', { headers: headers(), body });
}

function signIn(email: string, pass = password) {
  return fixture.call<Errors & { access_token: string }>('POST', '/booking/hotels/1/memberships/sign_in', { headers: headers(), body: { email, password: pass } });
}

function loyalty<T = Errors & { status: { code: number; message: string }; auth?: { token: string }; user?: { sessionId: string } }>(path: string, body: Record<string, unknown>) {
  return fixture.call<T & { status: { success: boolean; code: number; message: string }; errors?: Array<{ code: number; message: string }> }>(
    'POST', `/loyalty/auth/v1/web/${path}`, { body: { identifierType: 'EMAIL', brand: 'SAKURA', ...body } },
  );
}

async function openConfirmationLink(email: string) {
  const message = (await outbox(email)).find((m) => m.kind === 'membership_confirmation' && m.link?.includes('confirmation_token'));
  const token = new URL(message!.link!).searchParams.get('confirmation_token')!;
  return fixture.call('GET', '/booking/hotels/1/memberships/confirm', { headers: headers(), query: { confirmation_token: token, program_id: '1' } });
}

describe('an account is usable only once its e-mail link was opened (issue: unconfirmed accounts)', () => {
  it('refuses the booking sign-in of an unconfirmed account with 403 code 1310 and says why, then lets it in once confirmed', async () => {
    const email = newEmail('unconfirmed');
    await signUp(email);

    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({ code: 1310, title: expect.stringContaining('confirm your e-mail address') });
    // Without the right password nothing is told about the account.
    expect((await signIn(email, 'Wrong2026x')).status).toBe(401);

    expect((await openConfirmationLink(email)).status).toBe(200);
    expect((await signIn(email)).status).toBe(200);
  });

  it('refuses the loyalty log-in (token/generate, 403 code 1532) of an unconfirmed account', async () => {
    const email = newEmail('unconfirmed-loyalty');
    await signUp(email);

    const refused = await loyalty('token/generate', { identifierValue: email, password, confirmPassword: password });
    expect(refused.status).toBe(403);
    expect(refused.body.status).toEqual({ success: false, code: 1532, message: expect.stringContaining('confirm your e-mail address') });

    await openConfirmationLink(email);
    const allowed = await loyalty('token/generate', { identifierValue: email, password, confirmPassword: password });
    expect(allowed.status).toBe(200);
    expect(allowed.body.auth?.token).toEqual(expect.any(String));
  });

  it('gives no member token (so no member prices) for the loyalty sign-up token until the link is opened', async () => {
    const email = newEmail('loyalty-signup');
    const generated = await loyalty('token/generate', { identifierValue: email, password, confirmPassword: password });
    const sessionId = generated.body.user!.sessionId;
    await loyalty('otp/generate', { identifierValue: email, sessionId });
    const otp = (await outbox(email)).find((m) => m.kind === 'otp')!.otp!;
    const validated = await loyalty('otp/validate', { identifierValue: email, sessionId, otp });
    const exchange = () => fixture.call<Errors & { access_token?: string }>('POST', '/booking/hotels/1/memberships/tokens', {
      headers: headers(), body: { token: validated.body.auth!.token, grant_type: 'client_credentials' },
    });

    const refused = await exchange();
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.code).toBe(1310);

    await openConfirmationLink(email);
    const member = await exchange();
    expect(member.status).toBe(200);
    expect(member.body.access_token).toEqual(expect.any(String));
  });
});

describe('sign_up does not tell whether an address is registered', () => {
  it('answers a new and a registered address alike; only the e-mail says which', async () => {
    const fresh = newEmail('fresh');
    const registered = 'hanako.sato@example.jp';

    const first = await signUp(fresh);
    const second = await signUp(registered, { first_name: 'Someone', last_name: 'Else' });

    expect(second.status).toBe(first.status);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { sent: true, email: fresh } });
    expect(second.body).toEqual({ data: { sent: true, email: registered } });

    const [welcome] = await outbox(fresh);
    expect(welcome).toMatchObject({ kind: 'membership_confirmation', link: expect.stringContaining('confirmation_token=') });
    const [notice] = await outbox(registered);
    expect(notice?.kind).toBe('membership_confirmation');
    expect(notice?.text).toContain('already have an account');
    expect(notice?.text).toMatch(/sign in or reset your password/);
    expect(notice?.link).not.toContain('confirmation_token');
    // The registered member's name and password are untouched.
    expect((await signIn(registered, 'Sakura2026!')).status).toBe(200);
  });

  it('sends an unconfirmed address its confirmation link again', async () => {
    const email = newEmail('twice');
    await signUp(email);
    await signUp(email);
    const links = (await outbox(email)).map((m) => m.link);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(links[1]);
  });
});

describe('the profile keeps one phone number (issue: "+81 " prepended on every save)', () => {
  async function member() {
    const email = newEmail('phone');
    await signUp(email);
    await openConfirmationLink(email);
    const token = (await signIn(email)).body.access_token;
    const auth = headers({ authorization: `Bearer ${token}` });
    const update = (phone: string) =>
      fixture.call<Errors & { data: { phone: string } }>('PUT', '/booking/hotels/1/memberships/update', { headers: auth, body: { phone } });
    return { update };
  }

  it('shows a number saved again as it was shown, however often', async () => {
    const { update } = await member();
    let shown = (await update('+81 90-1234-5678')).body.data.phone;
    expect(shown).toBe('+81 9012345678');
    for (let save = 0; save < 3; save += 1) shown = (await update(shown)).body.data.phone;
    expect(shown).toBe('+81 9012345678');
  });

  it.each([
    ['as the site sends it (prefix and number run together)', '819012345678', '+81 9012345678'],
    ['domestic, with its leading 0', '090-1234-5678', '+81 9012345678'],
    ['with another country code', '+84 912 345 678', '+84 912345678'],
  ])('stores a number typed %s once', async (_label, typed, shown) => {
    const { update } = await member();
    expect((await update(typed)).body.data.phone).toBe(shown);
    expect((await update(shown)).body.data.phone).toBe(shown);
  });

  it('refuses more than 15 digits with a message on the phone field', async () => {
    const { update } = await member();
    const tooLong = await update('+81 9012345678901234');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0]).toMatchObject({ code: 2000, field: 'phone', title: expect.stringContaining('15 digits') });
  });
});

interface HistoryEntry {
  date: string;
  description: string;
  reservation_number: string | null;
  points: number;
  kind: string;
  category: string | null;
  hotel_name: string | null;
  nights: number | null;
  amount_paid: number | null;
}

describe('point history comes from what happened to the member (SPEC 2.8 My rewards)', () => {
  it('lists points earned and spent on a booking and given back when it is cancelled, with hotel, nights and amount paid', async () => {
    const email = 'emily.clark@example.com';
    const token = (await signIn(email, 'Sakura2026!')).body.access_token;
    const auth = headers({ authorization: `Bearer ${token}` });
    const bookable = await findBookable(fixture, session, 3, daysFromToday(80), daysFromToday(82), 2, 'onsite');
    const price = await fixture.call<{ data: { sign_in_total_price: number | null; total_price: number } }>('GET', '/booking/hotels/3/rooms/price', {
      headers: auth,
      query: { q: { checkin_date: bookable!.checkin, checkout_date: bookable!.checkout, rooms: [{ room_type_code: bookable!.roomTypeCode, room_plan_code: bookable!.planCode, adults: 2, children: 0 }] } },
    });
    const paid = price.body.data.sign_in_total_price ?? price.body.data.total_price;
    const created = await fixture.call<{ data: { reservation_number: string; earned_points: number } }>('POST', '/booking/hotels/3/reservations', {
      headers: auth, body: bookingBody({ ...bookable!, price: paid }, 'onsite', { spending_point_value: 200 }),
    });
    expect(created.status).toBe(201);
    const number = created.body.data.reservation_number;
    const cancelled = await fixture.call('PUT', `/booking/hotels/3/reservations/${number}/cancel`, {
      headers: auth, query: { email: 'taro.yamada@example.jp' }, body: { language: 'en', category: 'other' },
    });
    expect(cancelled.status).toBe(200);
    const [hotel] = await fixture.sandbox.db.query<{ name: string }>(`SELECT name->>'en' AS name FROM hotels WHERE id = 3`);

    const history = await fixture.call<{ data: HistoryEntry[] }>('GET', '/booking/hotels/3/memberships/point_histories', { headers: auth });

    const ofBooking = history.body.data.filter((entry) => entry.reservation_number === number);
    const common = { category: 'stays', hotel_name: hotel!.name, nights: 2, amount_paid: paid - 200, date: daysFromToday(0) };
    expect(ofBooking.map(({ kind, points }) => [kind, points])).toEqual([
      ['adjusted', -created.body.data.earned_points],
      ['refunded', 200],
      ['earned', created.body.data.earned_points],
      ['spent', -200],
    ]);
    for (const entry of ofBooking) {
      expect(entry).toMatchObject(common);
      expect(entry.description).toContain(hotel!.name);
      expect(entry.description).toContain(number);
    }
  });

  it('fills the golf, onsen, restaurant and gift-shop tables of the demo members', async () => {
    for (const email of ['hanako.sato@example.jp', 'emily.clark@example.com']) {
      const [row] = await fixture.sandbox.db.query<{ id: number }>('SELECT id FROM members WHERE email = $1', [email]);
      // What the seed does for each demo member (seed/insert-members.ts calls it after the stays).
      await insertDemoActivity(fixture.sandbox.db, row!.id, email);
      const token = (await signIn(email, 'Sakura2026!')).body.access_token;
      const history = await fixture.call<{ data: HistoryEntry[] }>('GET', '/booking/hotels/1/memberships/point_histories', {
        headers: headers({ authorization: `Bearer ${token}` }),
      });
      const categories = new Set(history.body.data.map((entry) => entry.category));
      expect([...categories].sort()).toEqual(expect.arrayContaining(['gift_shops', 'golf', 'onsen', 'restaurants', 'stays']));
      const golf = history.body.data.find((entry) => entry.category === 'golf')!;
      expect(golf).toMatchObject({ reservation_number: null, nights: null, amount_paid: expect.any(Number), points: expect.any(Number) });
      expect(golf.description).not.toBe('');
    }
  });
});
