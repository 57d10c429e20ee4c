import type { TestServer } from '../outbox/test-support/start-test-server';
import { identity, LoyaltyClient, startLoyaltyServer, strongPassword, uniqueEmail } from './test-support/loyalty-client';

jest.setTimeout(30_000);

/** A server of its own per story: per-client counts are per IP, and every test calls from 127.0.0.1. */
async function serverWith(env: Record<string, string>) {
  const server = await startLoyaltyServer({ SANDBOX_AUTH_WINDOW_SECONDS: '900', ...env });
  return { server, loyalty: new LoyaltyClient(server.url) };
}

const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe('wrong passwords are throttled per account (issue: sign-in attempts)', () => {
  let server: TestServer;
  let loyalty: LoyaltyClient;
  beforeAll(async () => ({ server, loyalty } = await serverWith({ SANDBOX_SIGN_IN_MAX_FAILURES: '3' })), 60_000);
  afterAll(() => server.close());

  it('answers 429 code 1511 with Retry-After after 3 wrong passwords, even to the right one', async () => {
    const email = uniqueEmail('locked');
    await loyalty.signUp(email);
    for (let i = 0; i < 3; i += 1) expect((await loyalty.generateToken(email, 'Wrong12345')).status).toBe(401);

    const locked = await loyalty.generateToken(email);

    expect(locked.status).toBe(429);
    expect(locked.body.status).toEqual({ success: false, code: 1511, message: expect.stringContaining('Too many attempts') });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('counts password/validate against the same account', async () => {
    const email = uniqueEmail('validate');
    await loyalty.signUp(email);
    const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;
    const validate = (password: string) => loyalty.post('password/validate', { ...identity(email), sessionId, password });
    for (let i = 0; i < 3; i += 1) expect((await validate('Wrong12345')).status).toBe(401);
    expect((await validate(strongPassword)).status).toBe(429);
    expect((await loyalty.generateToken(email)).status).toBe(429);
  });

  it('leaves other accounts alone', async () => {
    const email = uniqueEmail('other');
    await loyalty.signUp(email);
    expect((await loyalty.generateToken(email)).status).toBe(200);
  });
});

describe('wrong passwords are throttled per client across accounts', () => {
  let server: TestServer;
  let loyalty: LoyaltyClient;
  beforeAll(async () => ({ server, loyalty } = await serverWith({ SANDBOX_SIGN_IN_MAX_FAILURES_PER_CLIENT: '4' })), 60_000);
  afterAll(() => server.close());

  it('refuses a client that tried 4 wrong passwords on 4 accounts, whatever account it tries next', async () => {
    const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c'), uniqueEmail('d'), uniqueEmail('e')];
    for (const email of emails) await loyalty.signUp(email);
    for (const email of emails.slice(0, 4)) expect((await loyalty.generateToken(email, 'Wrong12345')).status).toBe(401);
    expect((await loyalty.generateToken(emails[4]!)).status).toBe(429);
  });
});

describe('wrong OTPs are throttled per session and per account', () => {
  let server: TestServer;
  let loyalty: LoyaltyClient;
  beforeAll(
    async () => ({ server, loyalty } = await serverWith({ SANDBOX_OTP_MAX_FAILURES: '2', SANDBOX_OTP_MAX_FAILURES_PER_ACCOUNT: '3' })),
    60_000,
  );
  afterAll(() => server.close());

  async function signUpSession(email: string) {
    const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;
    await loyalty.generateOtp(email, sessionId);
    return { sessionId, otp: await loyalty.latestOtp(email) };
  }

  it('refuses the third guess on one session with 429 and Retry-After, even the right code', async () => {
    const email = uniqueEmail('otp-session');
    const { sessionId, otp } = await signUpSession(email);
    for (let i = 0; i < 2; i += 1) expect((await loyalty.validateOtp(email, sessionId, wrongCode(otp))).status).toBe(400);

    const locked = await loyalty.validateOtp(email, sessionId, otp);

    expect(locked.status).toBe(429);
    expect(locked.body.status).toMatchObject({ success: false, code: 1511 });
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('does not let new sessions get round the limit of the account', async () => {
    const email = uniqueEmail('otp-account');
    const first = await signUpSession(email);
    for (let i = 0; i < 2; i += 1) await loyalty.validateOtp(email, first.sessionId, wrongCode(first.otp));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await signUpSession(email);
    expect((await loyalty.validateOtp(email, second.sessionId, wrongCode(second.otp))).status).toBe(400);

    expect((await loyalty.validateOtp(email, second.sessionId, second.otp)).status).toBe(429);
  });
});
