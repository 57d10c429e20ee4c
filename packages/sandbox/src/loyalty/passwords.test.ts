import type { TestServer } from '../outbox/test-support/start-test-server';
import { identity, LoyaltyClient, startLoyaltyServer, strongPassword, uniqueEmail } from './test-support/loyalty-client';

let server: TestServer;
let loyalty: LoyaltyClient;
beforeAll(async () => {
  server = await startLoyaltyServer();
  loyalty = new LoyaltyClient(server.url);
}, 60_000);
afterAll(() => server.close());

const newPassword = 'Momiji2025';

describe('forgotten password (SPEC 4: new password, session, OTP, success)', () => {
  it('walks the SPEC order: new password, session token, password change, OTP, verify, success', async () => {
    const email = uniqueEmail('forgot');
    const { auth } = await loyalty.signUp(email);

    // 1. e-mail, new and confirm password; 2. request a session token (token/generate with what was typed).
    const session = await loyalty.generateToken(email, newPassword);
    expect(session.status).toBe(401);
    expect(session.body.status).toMatchObject({ success: false, code: 1527 });
    const sessionId = session.body.user!.sessionId;
    expect(sessionId).toEqual(expect.any(String));
    // That session logs no one in: it has no password to set, and an OTP on it changes nothing yet.
    expect(session.body.auth).toBeUndefined();

    // 3. submit the password change, on that session.
    const forget = await loyalty.post<{ user: { sessionId: string } }>('password/forget', {
      ...identity(email),
      password: newPassword,
      confirmPassword: newPassword,
      sessionId,
    });
    expect(forget.status).toBe(200);
    expect(forget.body.user.sessionId).toBe(sessionId);
    // Nothing changes before the OTP proves the address.
    expect((await loyalty.generateToken(email, strongPassword)).status).toBe(200);

    // 4. request an OTP; 5. verify the 6-digit code.
    expect((await loyalty.generateOtp(email, sessionId)).status).toBe(200);
    const otp = await loyalty.latestOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await loyalty.validateOtp(email, sessionId, otp);

    // 6. success: the new password works, the old one and its tokens do not.
    expect(verified.body).toEqual({ status: { success: true, code: 200, message: 'SUCCESS' } });
    expect((await loyalty.generateToken(email, strongPassword)).status).toBe(401);
    expect((await loyalty.generateToken(email, newPassword)).status).toBe(200);
    const [notice] = await loyalty.outbox(email, 'password_reset');
    expect(notice?.subject).toBe('パスワード変更のお知らせ');
    expect((await loyalty.getCustomer(loyalty.customerHeaders(auth!.token, email))).status).toBe(401);
  });

  it('changes nothing when the OTP is asked for before the password change was submitted', async () => {
    const email = uniqueEmail('forgot-early');
    await loyalty.signUp(email);
    const sessionId = (await loyalty.generateToken(email, newPassword)).body.user!.sessionId;
    await loyalty.generateOtp(email, sessionId);

    const early = await loyalty.validateOtp(email, sessionId, await loyalty.latestOtp(email));

    expect(early.status).toBe(400);
    expect(early.body.auth).toBeUndefined();
    expect((await loyalty.generateToken(email, strongPassword)).status).toBe(200);
  });

  it('keeps the session it was given when that session is live', async () => {
    const email = uniqueEmail('forgot2');
    await loyalty.signUp(email);
    const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;

    const forget = await loyalty.post<{ user: { sessionId: string } }>('password/forget', {
      ...identity(email),
      password: newPassword,
      confirmPassword: newPassword,
      sessionId,
    });

    expect(forget.body.user.sessionId).toBe(sessionId);
    await loyalty.generateOtp(email, sessionId);
    await loyalty.validateOtp(email, sessionId, await loyalty.latestOtp(email));
    expect((await loyalty.generateToken(email, newPassword)).status).toBe(200);
  });

  it('answers 404 code 1404 for an unknown e-mail and 400 code 1528 for different passwords', async () => {
    const unknown = await loyalty.post('password/forget', { ...identity(uniqueEmail('nobody')), password: newPassword, confirmPassword: newPassword, sessionId: '' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual([{ code: 1404, message: 'No member with this e-mail' }]);

    const email = uniqueEmail('forgot3');
    await loyalty.signUp(email);
    const mismatch = await loyalty.post('password/forget', { ...identity(email), password: newPassword, confirmPassword: 'Other12345', sessionId: '' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ code: 1528, message: 'Re password not match' }]);
  });
});

describe('change password', () => {
  async function member() {
    const email = uniqueEmail('change');
    const { auth } = await loyalty.signUp(email);
    const change = (body: Record<string, string>) =>
      loyalty.post('password/change', { ...identity(email), password: strongPassword, newPassword, confirmPassword: newPassword, token: auth!.token, ...body });
    return { email, change };
  }

  it('changes the password of a logged-in member', async () => {
    const { email, change } = await member();
    const { status, body } = await change({});
    expect(status).toBe(200);
    expect(body).toEqual({ status: { success: true, code: 200, message: 'Password changed successfully' } });
    expect((await loyalty.generateToken(email, newPassword)).status).toBe(200);
    expect((await loyalty.generateToken(email, strongPassword)).status).toBe(401);
  });

  it.each([
    ['a wrong old password', { password: 'Wrong12345' }, 400, 1527],
    ['a different confirmation', { confirmPassword: 'Other12345' }, 400, 1528],
    ['a new password without digits', { newPassword: 'onlyletters', confirmPassword: 'onlyletters' }, 400, 1529],
    ['a new password shorter than 8', { newPassword: 'ab12', confirmPassword: 'ab12' }, 400, 1529],
    ['an unknown token', { token: 'not-a-token' }, 401, 401],
  ])('refuses %s', async (_label, body, status, code) => {
    const { change } = await member();
    const response = await change(body);
    expect(response.status).toBe(status);
    expect(response.body.status).toMatchObject({ success: false, code });
  });

  it('refuses the token of another member with 401', async () => {
    const { change } = await member();
    const other = await loyalty.signUp(uniqueEmail('intruder'));
    expect((await change({ token: other.auth!.token })).status).toBe(401);
  });
});
