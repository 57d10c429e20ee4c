import type { TestServer } from '../outbox/test-support/start-test-server';
import { LoyaltyClient, startLoyaltyServer, strongPassword, uniqueEmail } from './test-support/loyalty-client';

let server: TestServer;
let loyalty: LoyaltyClient;
beforeAll(async () => {
  server = await startLoyaltyServer();
  loyalty = new LoyaltyClient(server.url);
}, 60_000);
afterAll(() => server.close());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-up (SPEC 4: form, token and OTP sent, OTP step, verified)', () => {
  it('creates the member from a verified e-mail and sends the confirmation link', async () => {
    const email = uniqueEmail('new');

    const generated = await loyalty.generateToken(email.toUpperCase());
    expect(generated.status).toBe(200);
    // SPEC 7.3 generateToken: status SUCCESS, auth.token and user.sessionId, for a new address too.
    expect(generated.body).toEqual({
      status: { success: true, code: 200, message: 'SUCCESS' },
      auth: { token: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 },
      user: { sessionId: expect.any(String), userRegisteredForPassword: false, email },
    });
    const sessionId = generated.body.user!.sessionId;

    const sent = await loyalty.generateOtp(email, sessionId);
    expect(sent.body.status).toEqual({ success: true, code: 200, message: 'SUCCESS' });
    const [otpMessage] = await loyalty.outbox(email, 'otp');
    expect(otpMessage?.otp).toMatch(/^\d{6}$/);
    expect(otpMessage?.text).toContain(otpMessage!.otp!);
    expect(otpMessage?.subject).toBe('認証コードのお知らせ');

    const validated = await loyalty.validateOtp(email, sessionId, otpMessage!.otp!, { phonePrefix: '81', phoneNumber: '090-1234-5678', language: 'en' });
    expect(validated.status).toBe(200);
    expect(validated.body).toEqual({
      status: { success: true, code: 200, message: 'SUCCESS' },
      createdId: expect.any(Number),
      auth: { token: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 },
    });

    const member = (await loyalty.member(email)).body;
    expect(member).toMatchObject({
      id: validated.body.createdId,
      email,
      first_name: '',
      last_name: '',
      mobile_prefix: '81',
      mobile: '9012345678',
      confirmed: false,
      card_number: expect.stringMatching(/^[1-9]\d{15}$/),
      external_id: expect.any(String),
    });
    const [confirmation] = await loyalty.outbox(email, 'membership_confirmation');
    expect(confirmation?.link).toBe(
      `http://site.test/member-confirmation?confirmation_token=${member.confirmation_token}&program_id=1&hotel_id=1`,
    );
    expect(confirmation?.subject).toBe('Confirm your membership');
    expect(confirmation?.text).toContain(confirmation!.link!);
  });

  it('then lets the new member fill in the profile and read it back', async () => {
    const email = uniqueEmail('profile');
    const { auth, createdId } = await loyalty.signUp(email);
    const headers = loyalty.customerHeaders(auth!.token, email);

    const added = await loyalty.addCustomer(headers, {
      profiles: [
        {
          firstName: 'タロウ',
          lastName: 'ヤマダ',
          identifiers: [
            { type: 'email', value: email },
            { type: 'mobile', value: '819012345678' },
          ],
          fields: { kanjifirstname: '太郎', kanjilastname: '山田', customer_address: '東京都 千代田区 千代田 1-1' },
        },
      ],
      extendedFields: { zip: '100-0001', area: '東京都', city: '千代田区', state: '千代田', gender: 'male', dob: '1990-04-01', acquisition_channel: '' },
    });
    expect(added.body).toEqual({ createdId, warnings: [] });

    const customer = (await loyalty.getCustomer(headers)).body.customers.customer[0];
    expect(customer).toMatchObject({ id: createdId, firstname: 'タロウ', lastname: 'ヤマダ', email, mobile: '819012345678' });
    expect(customer?.custom_fields.field).toEqual(expect.arrayContaining([{ name: 'kanjifirstname', value: '太郎' }]));
    expect(customer?.extended_fields.field).toEqual(expect.arrayContaining([{ name: 'zip', value: '1000001' }, { name: 'dob', value: '1990-04-01' }]));
  });

  it('answers 8006 with HTTP 200 when the address became a member during the sign-up', async () => {
    const email = uniqueEmail('race');
    const first = await loyalty.generateToken(email);
    const second = await loyalty.generateToken(email);
    await loyalty.signUp(email);
    // The second tab of the same visitor finishes its own sign-up after the first one.
    const sessionId = second.body.user!.sessionId;
    expect(first.body.user!.sessionId).not.toBe(sessionId);
    await loyalty.generateOtp(email, sessionId);

    const late = await loyalty.validateOtp(email, sessionId, await loyalty.latestOtp(email));

    expect(late.status).toBe(200);
    expect(late.body.errors).toEqual([{ code: 8006, message: 'This e-mail address is already registered. Please log in.' }]);
    expect(late.body.createdId).toBeUndefined();
  });

  it('refuses passwords that differ (1528) or break the password rule (1529)', async () => {
    const mismatch = await loyalty.generateToken(uniqueEmail('mismatch'), strongPassword, `${strongPassword}x`);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ code: 1528, message: 'Re password not match' }]);

    for (const weak of ['short1', 'onlyletters', '12345678']) {
      const response = await loyalty.generateToken(uniqueEmail('weak'), weak);
      expect(response.status).toBe(400);
      expect(response.body.status).toMatchObject({ code: 1529, message: expect.stringContaining('8 characters') });
    }
  });
});

describe('OTP checks', () => {
  async function startSignUp(label: string) {
    const email = uniqueEmail(label);
    const sessionId = (await loyalty.generateToken(email)).body.user!.sessionId;
    await loyalty.generateOtp(email, sessionId);
    return { email, sessionId, otp: await loyalty.latestOtp(email) };
  }

  const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('answers a wrong code with 400 and error 1523, and still accepts the right one', async () => {
    const { email, sessionId, otp } = await startSignUp('wrong');

    const wrong = await loyalty.validateOtp(email, sessionId, wrongCode(otp));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      status: { success: false, code: 1523, message: 'Invalid OTP' },
      errors: [{ code: 1523, message: 'Invalid OTP' }],
    });
    expect((await loyalty.validateOtp(email, sessionId, otp)).body.createdId).toEqual(expect.any(Number));
  });

  it('burns a code after 5 wrong attempts, even for the right code afterwards', async () => {
    const { email, sessionId, otp } = await startSignUp('burn');
    for (let i = 1; i <= 4; i += 1) expect((await loyalty.validateOtp(email, sessionId, wrongCode(otp))).body.status!.message).toBe('Invalid OTP');

    const fifth = await loyalty.validateOtp(email, sessionId, wrongCode(otp));
    expect(fifth.body.status!.message).toMatch(/request a new code/);

    const right = await loyalty.validateOtp(email, sessionId, otp);
    expect(right.status).toBe(400);
    expect(right.body.status).toMatchObject({ code: 1524, message: expect.stringContaining('request a new code') });
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', ''])('answers 400 before checking a code that is not 6 digits: %j', async (otp) => {
    const { email, sessionId } = await startSignUp('format');
    const response = await loyalty.validateOtp(email, sessionId, otp);
    expect(response.status).toBe(400);
    expect(response.body.status).toMatchObject({ success: false, message: expect.stringContaining('otp') });
  });

  it('limits resends per session: a pause between two, and at most OTP_MAX_SENDS', async () => {
    const { email, sessionId } = await startSignUp('resend');

    const tooSoon = await loyalty.generateOtp(email, sessionId);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.status).toMatchObject({ code: 1510, message: expect.stringMatching(/wait \d+ seconds?/) });
    expect(tooSoon.headers.get('retry-after')).toBe('1');

    await wait(1_100);
    expect((await loyalty.generateOtp(email, sessionId)).status).toBe(200);
    await wait(1_100);
    expect((await loyalty.generateOtp(email, sessionId)).status).toBe(200);
    await wait(1_100);
    const tooMany = await loyalty.generateOtp(email, sessionId);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.status!.message).toMatch(/at most 3/);
    expect(await loyalty.outbox(email, 'otp')).toHaveLength(3);
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const { email, sessionId, otp: first } = await startSignUp('newest');
    await wait(1_100);
    await loyalty.generateOtp(email, sessionId);
    const second = await loyalty.latestOtp(email);
    if (first !== second) expect((await loyalty.validateOtp(email, sessionId, first)).status).toBe(400);
    expect((await loyalty.validateOtp(email, sessionId, second)).status).toBe(200);
  });

  it('refuses an unknown session (401) and another address’s session (400)', async () => {
    const { sessionId } = await startSignUp('owner');
    const unknown = await loyalty.generateOtp(uniqueEmail('x'), 'no-such-session');
    expect(unknown.status).toBe(401);
    expect(unknown.body.status!.code).toBe(1501);

    const stranger = await loyalty.generateOtp(uniqueEmail('stranger'), sessionId);
    expect(stranger.status).toBe(400);
    expect(stranger.body.status!.code).toBe(1502);
  });

  it('refuses to validate a session whose sign-up is finished', async () => {
    const email = uniqueEmail('replay');
    const { sessionId } = await loyalty.signUp(email);
    expect((await loyalty.validateOtp(email, sessionId, '123456')).status).toBe(401);
  });
});
