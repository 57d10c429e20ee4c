import { request } from '../outbox/test-support/http-client';
import type { TestServer } from '../outbox/test-support/start-test-server';
import { identity, LoyaltyClient, startLoyaltyServer, strongPassword, uniqueEmail } from './test-support/loyalty-client';

let server: TestServer;
let loyalty: LoyaltyClient;
beforeAll(async () => {
  server = await startLoyaltyServer();
  loyalty = new LoyaltyClient(server.url);
}, 60_000);
afterAll(() => server.close());

describe('log-in', () => {
  it('answers tokens and a login session for the right password, whatever the case of the e-mail', async () => {
    const email = uniqueEmail('login');
    const { createdId } = await loyalty.signUp(email);

    const { status, body } = await loyalty.generateToken(email.toUpperCase());

    expect(status).toBe(200);
    expect(body).toEqual({
      status: { success: true, code: 200, message: 'SUCCESS' },
      auth: { token: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 },
      user: { sessionId: expect.any(String), userRegisteredForPassword: true, email },
    });
    const customer = await loyalty.getCustomer(loyalty.customerHeaders(body.auth!.token, email));
    expect(customer.body.customers.customer[0]?.id).toBe(createdId);
  });

  it('answers 401 code 1527 for a wrong password', async () => {
    const email = uniqueEmail('wrongpw');
    await loyalty.signUp(email);

    const { status, body } = await loyalty.generateToken(email, 'Wrong12345');

    expect(status).toBe(401);
    // The session only serves SPEC 4's forgotten-password flow (see passwords.test.ts); it logs no one in.
    expect(body).toEqual({
      status: { success: false, code: 1527, message: 'Invalid password' },
      errors: [{ code: 1527, message: 'Invalid password' }],
      user: { sessionId: expect.any(String), userRegisteredForPassword: true, email },
    });
  });

  it('logs in through password/validate with the session of token/generate', async () => {
    const email = uniqueEmail('validate');
    await loyalty.signUp(email);
    const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;

    const right = await loyalty.post('password/validate', { ...identity(email), sessionId, password: strongPassword });
    expect(right.status).toBe(200);
    expect(right.body.auth).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 });

    const wrong = await loyalty.post('password/validate', { ...identity(email), sessionId, password: 'Nope12345' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors).toEqual([{ code: 1527, message: 'Invalid password' }]);
  });

  it('refuses an account whose confirmation link was not opened yet (403 code 1532), on every way in', async () => {
    const email = uniqueEmail('unconfirmed');
    await loyalty.signUp(email, strongPassword, {}, { confirm: false });
    const notConfirmed = { success: false, code: 1532, message: expect.stringContaining('confirm your e-mail address') };

    const generated = await loyalty.generateToken(email);
    expect(generated.status).toBe(403);
    expect(generated.body.status).toEqual(notConfirmed);
    // A session from a mistyped password does not get round it either.
    const sessionId = (await loyalty.generateToken(email, 'Wrong12345')).body.user!.sessionId;
    const validated = await loyalty.post('password/validate', { ...identity(email), sessionId, password: strongPassword });
    expect(validated.status).toBe(403);
    expect(validated.body.status).toEqual(notConfirmed);

    await loyalty.openConfirmationLink(email);
    expect((await loyalty.generateToken(email)).status).toBe(200);
  });

  it('logs in with an OTP on a login session', async () => {
    const email = uniqueEmail('otplogin');
    await loyalty.signUp(email);
    const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;
    await loyalty.generateOtp(email, sessionId);

    const { body } = await loyalty.validateOtp(email, sessionId, await loyalty.latestOtp(email));

    expect(body.auth?.token).toEqual(expect.any(String));
    expect(body.createdId).toBeUndefined();
  });

  it('refuses another brand and other identifier types with 400', async () => {
    const email = uniqueEmail('brand');
    const otherBrand = await loyalty.post('token/generate', { ...identity(email), brand: 'OTHER', password: strongPassword, confirmPassword: strongPassword });
    expect(otherBrand.status).toBe(400);
    expect(otherBrand.body.status!.code).toBe(1531);

    const mobile = await loyalty.post('token/generate', { ...identity(email), identifierType: 'MOBILE', password: strongPassword, confirmPassword: strongPassword });
    expect(mobile.status).toBe(400);
    expect(mobile.body.status!.message).toMatch(/EMAIL/);
  });
});

describe('token/regenerate', () => {
  it('trades a refresh token for new tokens, once', async () => {
    const email = uniqueEmail('refresh');
    const { auth } = await loyalty.signUp(email);

    const renewed = await loyalty.post('token/regenerate', { ...identity(email), refreshToken: auth!.refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.auth!.token).not.toBe(auth!.token);
    expect((await loyalty.getCustomer(loyalty.customerHeaders(renewed.body.auth!.token, email))).status).toBe(200);

    const again = await loyalty.post('token/regenerate', { ...identity(email), refreshToken: auth!.refreshToken });
    expect(again.status).toBe(401);
  });

  it('answers 401 for an unknown refresh token or another member’s', async () => {
    const email = uniqueEmail('refresh2');
    const { auth } = await loyalty.signUp(email);
    expect((await loyalty.post('token/regenerate', { ...identity(email), refreshToken: 'unknown' })).status).toBe(401);
    expect((await loyalty.post('token/regenerate', { ...identity(uniqueEmail('other')), refreshToken: auth!.refreshToken })).status).toBe(401);
  });
});

describe('token lifetime', () => {
  let shortLived: TestServer;
  let client: LoyaltyClient;
  beforeAll(async () => {
    shortLived = await startLoyaltyServer({ SANDBOX_LOYALTY_TOKEN_TTL: '1' });
    client = new LoyaltyClient(shortLived.url);
  }, 60_000);
  afterAll(() => shortLived.close());

  it('answers 401 code 401 once the loyalty token expired, and a refresh brings it back', async () => {
    const email = uniqueEmail('expiry');
    const { auth } = await client.signUp(email);
    expect(auth!.expiresIn).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    const expired = await client.getCustomer(client.customerHeaders(auth!.token, email));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ status: { success: false, code: 401, message: expect.stringContaining('expired') } });

    const renewed = await client.post('token/regenerate', { ...identity(email), refreshToken: auth!.refreshToken });
    expect((await client.getCustomer(client.customerHeaders(renewed.body.auth!.token, email))).status).toBe(200);
  });
});

describe('logout (DELETE mobile/v2/token/expire)', () => {
  it('revokes the token at once', async () => {
    const email = uniqueEmail('logout');
    const { auth } = await loyalty.signUp(email);
    const headers = loyalty.customerHeaders(auth!.token, email);

    const logout = await request(`${server.url}/loyalty/mobile/v2/token/expire`, { method: 'DELETE', headers });

    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ status: { success: true, code: 200, message: 'SUCCESS' } });
    expect((await loyalty.getCustomer(headers)).status).toBe(401);
  });
});
