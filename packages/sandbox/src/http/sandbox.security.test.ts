import type { RouteInfo } from './router';
import { type Fixture, startFixture } from '../test-support/sandbox-fixture';

jest.setTimeout(180_000);

/**
 * Issue 14: a NUL byte answered 500 on 14 endpoints (PostgreSQL refuses NUL in text), though the README
 * promises no 5xx on bad input. Every route the router knows, hostile bytes in its path, its query and its
 * body: each answer is 4xx, and the sandbox still answers /health afterwards.
 */
let fixture: Fixture;
let headers: (path: string) => Record<string, string>;

beforeAll(async () => {
  fixture = await startFixture();
  const session = await fixture.clientSession();
  const user = fixture.sandbox.config.contentUser;
  const site = await fixture.call<{ token: string }>('GET', '/content/api/core/CoreAuthentication/GenerateToken', {
    headers: { username: user.username, password: user.password, audience: user.audience },
  });
  // Past each service's door, so the hostile value reaches the code that queries the database.
  headers = (path) => ({
    'client-session': session,
    authorization: `Bearer ${path.startsWith('/content') ? site.body.token : 'garbage'}`,
    'api-key': fixture.sandbox.config.postcodeApiKey,
  });
});
afterAll(() => fixture.sandbox.close());

/** A plausible value for each route parameter, so only the hostile part of a request is wrong. */
const sampleParams: Record<string, string> = { hotelId: '1', brand: '297', reservationId: 'HS00000000', setting: 'search_bar', code: '1000001', n: '1.png', rank: 'gold' };

/** The route with sample parameters; `hostile` in place of its last parameter, or after it when it has none. */
function pathOf(route: RouteInfo, hostile?: string): string {
  const segments = route.path.split('/');
  const last = segments.findLastIndex((segment) => segment.startsWith(':'));
  const path = segments
    .map((segment, i) => (i === last && hostile !== undefined ? hostile : segment.startsWith(':') ? (sampleParams[segment.slice(1)] ?? '1') : segment))
    .join('/');
  return last < 0 && hostile !== undefined ? `${path}/${hostile}` : path;
}

/** Percent-encoded, as a client would send them: NUL, CR LF, an encoded lone surrogate, an overlong '/'. */
const hostileSegments = ['%00', 'HS%00', '%0D%0A', '%ED%A0%80', '%C0%AF'];
/** Every query parameter any service reads, each carrying NUL (raw control characters never reach the server). */
const queryNames = ['q', 'to', 'kind', 'limit', 'email', 'bypass_token', 'type', 'lang', 'size', 'source', 'customerid', 'start_date', 'end_date', 'room_plan_codes', 'hotel_ids', 'year_month', 'confirmation_token', 'program_id', 'hotel_id', 'adults', 'nights', 'children', 'is_including_lowest_price'];
const hostileQueries = [Object.fromEntries(queryNames.map((name) => [name, 'a\u0000b'])), Object.fromEntries(queryNames.map((name) => [name, 'a\r\nb']))];
/** JSON escapes: the URL is clean, and only a route that reads `q` finds NUL or half a surrogate pair in it. */
const hostileJsonQueries = [
  { q: JSON.stringify({ label_filters: ['\u0000'], checkin_date: '\u0000', rooms: [{ adults: 2 }] }) },
  { q: '{"label_filters":["\\ud800"],"room_plan_codes":["\\udfff"]}' },
];
/** Every body field name the services read, each carrying the same hostile string. */
const bodyFields = ['key', 'secret', 'email', 'password', 'password_confirmation', 'token', 'refresh_token', 'reset_password_token', 'first_name', 'last_name', 'phone', 'lang', 'keyword', 'TargetLanguage', 'identifierType', 'identifierValue', 'brand', 'sessionId', 'otp', 'cardno', 'holdername', 'promo_code', 'grant_type', 'card_token'];
/** Only a route that reads its body finds these in it. */
const hostileBodies: Array<[string, string, string?]> = [
  ['NUL in every string', JSON.stringify(Object.fromEntries(bodyFields.map((name) => [name, 'a\u0000b'])))],
  ['NUL in a key', JSON.stringify({ 'email\u0000': 'a@example.com' })],
  ['lone surrogates', `{${bodyFields.map((name) => `"${name}":"\\ud800"`).join(',')}}`],
  ['a form with NUL', 'grant_type=refresh_token&refresh_token=a%00b', 'application/x-www-form-urlencoded'],
];
/** `{"e":"<C0 AF>"}`: an overlong '/', which no UTF-8 decoder may accept; refused before any route runs. */
const overlongUtf8 = new Blob([Uint8Array.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d])]);
const tenMegabytes = 'x'.repeat(10 * 1024 * 1024);

async function send(method: string, path: string, body?: string | Blob, contentType = 'application/json'): Promise<number> {
  const response = await fetch(`${fixture.url}${path}`, {
    method,
    headers: { ...headers(path), 'content-type': contentType },
    ...(body === undefined ? {} : { body }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('hostile bytes at the door (issue 14)', () => {
  it('knows every route: the sweep covers a new endpoint without being told', () => {
    const routes = fixture.sandbox.routes().map((route) => `${route.method} ${route.path}`);
    expect(routes.length).toBeGreaterThanOrEqual(70);
    expect(routes).toEqual(expect.arrayContaining(['GET /booking/hotels/:hotelId/reservations/:reservationId', 'GET /dev/outbox', 'POST /content/api/v2/hotel-detail', 'GET /health']));
  });

  it.each([
    ['GET', '/booking/hotels/1/reservations/%00'],
    ['GET', '/booking/hotels/1/reservations/HS%00?email=a%40example.com'],
    ['GET', '/dev/outbox?to=%00'],
    ['GET', '/booking/hotels/1/memberships/confirm?confirmation_token=%00&program_id=1&hotel_id=1'],
  ])('answers 400 to %s %s, as the issue found it', async (method, path) => {
    expect(await send(method, path)).toBe(400);
  });

  it('answers every route 4xx, never 5xx, to NUL, CR LF, lone surrogates, overlong UTF-8 and 10 MB bodies', async () => {
    /** Refused at the door whatever the route: the path, control characters in the URL, the body's bytes. */
    const atTheDoor: Array<{ request: string; status: number }> = [];
    /** JSON escapes in `q` or the body: refused by the routes that read them, ignored by the rest. */
    const inWhatIsRead: Array<{ request: string; status: number }> = [];
    const note = async (into: typeof atTheDoor, method: string, path: string, label = '', body?: string | Blob, contentType?: string) =>
      into.push({ request: `${method} ${path.slice(0, 80)} ${label}`, status: await send(method, path, body, contentType) });
    for (const route of fixture.sandbox.routes()) {
      const { method } = route;
      for (const segment of hostileSegments) await note(atTheDoor, method, pathOf(route, segment));
      for (const query of hostileQueries) await note(atTheDoor, method, `${pathOf(route)}?${new URLSearchParams(query)}`);
      for (const query of hostileJsonQueries) await note(inWhatIsRead, method, `${pathOf(route)}?${new URLSearchParams(query)}`);
      if (method === 'GET') continue;
      await note(atTheDoor, method, pathOf(route), 'overlong UTF-8', overlongUtf8);
      await note(atTheDoor, method, pathOf(route), '10 MB', tenMegabytes);
      for (const [label, body, contentType] of hostileBodies) await note(inWhatIsRead, method, pathOf(route), label, body, contentType);
    }

    const all = [...atTheDoor, ...inWhatIsRead];
    expect(all.length).toBeGreaterThanOrEqual(800);
    expect(all.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(atTheDoor.filter((answer) => answer.status < 400)).toEqual([]);
    expect(new Set(atTheDoor.filter((answer) => answer.request.endsWith('10 MB')).map((answer) => answer.status))).toEqual(new Set([413]));
    // Most routes read a body or `q`; the few that do not answer as they would without it.
    expect(inWhatIsRead.filter((answer) => answer.status >= 400).length).toBeGreaterThan(inWhatIsRead.length * 0.6);
    expect((await fixture.call<{ ok: boolean }>('GET', '/health')).body.ok).toBe(true);
  });

  it('keeps the line breaks and tabs of a JSON text value: they are text, not an attack', async () => {
    const status = await send('POST', '/content/api/v2/hotels-and-areas', JSON.stringify({ lang: 'en', keyword: 'Tokyo\r\n\tstation' }));
    expect(status).toBe(200);
  });
});
