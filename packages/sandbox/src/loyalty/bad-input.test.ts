import { request } from '../outbox/test-support/http-client';
import type { TestServer } from '../outbox/test-support/start-test-server';
import { identity, LoyaltyClient, startLoyaltyServer, strongPassword, uniqueEmail } from './test-support/loyalty-client';

let server: TestServer;
let loyalty: LoyaltyClient;
let member: { email: string; token: string; sessionId: string; refreshToken: string };
beforeAll(async () => {
  server = await startLoyaltyServer();
  loyalty = new LoyaltyClient(server.url);
  const email = uniqueEmail('sweep');
  const { auth } = await loyalty.signUp(email);
  const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;
  member = { email, token: auth!.token, refreshToken: auth!.refreshToken, sessionId };
}, 60_000);
afterAll(() => server.close());

/** A valid body per auth endpoint; the sweep breaks one field at a time. */
function validBodies(): Record<string, Record<string, unknown>> {
  const id = identity(member.email);
  const passwords = { password: strongPassword, confirmPassword: strongPassword };
  return {
    'token/generate': { ...id, ...passwords },
    'otp/generate': { ...id, sessionId: member.sessionId },
    'otp/validate': { ...id, sessionId: member.sessionId, otp: '123456' },
    'password/validate': { ...id, sessionId: member.sessionId, password: strongPassword },
    'password/forget': { ...id, ...passwords, sessionId: member.sessionId },
    'password/change': { ...id, password: strongPassword, newPassword: 'Other12345', confirmPassword: 'Other12345', token: member.token },
    'token/regenerate': { ...id, refreshToken: member.refreshToken },
  };
}

const huge = 'x'.repeat(100_000);
const rawBodies = ['', 'not json', '{"identifierType":', 'null', '[]', '"EMAIL"', '42', '{"__proto__":{"admin":true}}'];
const brokenValues: Array<[string, unknown]> = [
  ['a number', 12345],
  ['null', null],
  ['an object', { nested: true }],
  ['a huge string', huge],
];

function expectClientError(response: { status: number; body: unknown }) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.body).toMatchObject({ status: { success: false }, errors: expect.any(Array) });
}

describe('bad input never causes a 5xx: auth endpoints', () => {
  const paths = Object.keys({
    'token/generate': 1,
    'otp/generate': 1,
    'otp/validate': 1,
    'password/validate': 1,
    'password/forget': 1,
    'password/change': 1,
    'token/regenerate': 1,
  });

  it.each(paths.flatMap((path) => rawBodies.map((raw) => [path, raw] as const)))('%s with the raw body %j', async (path, raw) => {
    expectClientError(await request(`${server.url}/loyalty/auth/v1/web/${path}`, { body: raw, method: 'POST', headers: { 'content-type': 'application/json' } }));
  });

  it('answers 4xx for every field missing or of the wrong type, on every endpoint', async () => {
    let requests = 0;
    for (const [path, body] of Object.entries(validBodies())) {
      for (const field of Object.keys(body)) {
        const { [field]: _dropped, ...missing } = body;
        const responses = [await loyalty.post(path, missing)];
        for (const [, value] of brokenValues) responses.push(await loyalty.post(path, { ...body, [field]: value }));
        for (const response of responses) {
          requests += 1;
          if (response.status >= 500 || response.status < 400) throw new Error(`${path} ${field}: ${response.status} ${response.text}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(150);
  });
});

describe('bad input never causes a 5xx: customer endpoints', () => {
  const headers = () => loyalty.customerHeaders(member.token, member.email);

  it.each([
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', 'not json'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', '[]'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', '{"profiles":[]}'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', '{"profiles":"x","extendedFields":{}}'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', '{"profiles":[{"firstName":1}],"extendedFields":{}}'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', '{"profiles":[{"identifiers":[{"type":"fax","value":"1"}]}]}'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', '{"profiles":[{"fields":{"a":1}}],"extendedFields":{}}'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', JSON.stringify({ profiles: [{ firstName: huge }], extendedFields: {} })],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', JSON.stringify({ profiles: [{}], extendedFields: { zip: huge } })],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', JSON.stringify({ profiles: [{}], extendedFields: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'v'])) })],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB', JSON.stringify({ profiles: [{}], extendedFields: { dob: '19900101' } })],
    ['POST', 'mobile/v2/api/v2/customers?source=NOPE', '{"profiles":[{}],"extendedFields":{}}'],
    ['PUT', 'mobile/v2/api/customers/eupdate?customerid=-1', '{"profiles":[{}],"extendedFields":{}}'],
    ['PUT', 'mobile/v2/api/customers/eupdate?customerid=1e99', '{"profiles":[{}],"extendedFields":{}}'],
    ['PUT', 'mobile/v2/api/customers/eupdate', '{"profiles":[{}],"extendedFields":{}}'],
    ['GET', 'mobile/v2/api/customer/getbyemail?card_details=maybe', undefined],
    ['GET', 'mobile/v2/api/customer/getbyemail?points_summary=1', undefined],
    ['GET', 'mobile/v2/api/customer/nothing', undefined],
    ['PATCH', 'mobile/v2/token/expire', undefined],
  ])('%s %s %#', async (method, path, body) => {
    expectClientError(
      await request(`${server.url}/loyalty/${path}`, { method, headers: { ...headers(), 'content-type': 'application/json' }, ...(body === undefined ? {} : { body }) }),
    );
  });

  it('answers 401 to an absurdly long token', async () => {
    const response = await loyalty.getCustomer(loyalty.customerHeaders('t'.repeat(8_000), member.email));
    expect(response.status).toBe(401);
  });
});
