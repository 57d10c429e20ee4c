import { createCardApi } from '../card/card-api';
import { contentLanguageOf } from '../content/content-language';
import { locales, startContract } from './sandbox-session';

jest.setTimeout(90_000);

let contract: Awaited<ReturnType<typeof startContract>>;
beforeAll(async () => {
  contract = await startContract();
});
afterAll(() => contract.sandbox.close());

const tokyo = { ja: '東京', en: 'Tokyo', ko: '도쿄', 'zh-CN': '东京', 'zh-TW': '東京' } as const;

describe('content client against the sandbox', () => {
  it.each(locales)('hotels and areas, detail, reviews and dictionaries in %s', async (locale) => {
    contract.state.locale = locale;
    const { content } = contract.api;
    const { areas, hotels } = await content.hotelsAndAreas({ keyword: 'tokyo' });
    expect(hotels).toHaveLength(10);
    expect(areas.find((a) => a.type === 'prefecture')?.name).toContain(tokyo[locale]);
    const detail = await content.hotelDetail({ HotelID: hotels[0]!.hotelID });
    expect(detail.images.length).toBeGreaterThanOrEqual(6);
    expect(detail.overview).toMatch(/<p>/);
    const reviewed = hotels.find((h) => h.numberOfReviews > 0)!;
    const reviews = await content.hotelReviews({ hotelID: reviewed.hotelID, TargetLanguage: contentLanguageOf(locale) });
    expect(reviews.count).toBe(reviewed.numberOfReviews);
    expect((reviews.score! * 2) % 1).toBe(0);
    const dictionary = await content.dictionaries();
    expect(dictionary.amenities.length).toBeGreaterThanOrEqual(48);
  });

  it('finds hotels near a point and knows where the visitor is', async () => {
    const { content } = contract.api;
    expect((await content.currentLocation()).countryCode).toBe('JP');
    const near = await content.nearbyHotels({ lat: 35.6895, long: 139.6917 });
    expect(near[0]?.distanceToUser).toBeLessThan(10);
    expect(near.map((h) => h.distanceToUser)).toEqual([...near.map((h) => h.distanceToUser)].sort((a, b) => a! - b!));
  });

  it('renews an expired or missing site token once', async () => {
    contract.state.siteToken = 'expired-token';
    await expect(contract.api.content.hotelDetail({ HotelID: 1 }, { fresh: true })).resolves.toMatchObject({ hotelID: 1 });
    expect(contract.state.siteToken).not.toBe('expired-token');
  });
});

describe('loyalty and membership clients against the sandbox', () => {
  const email = 'new.member@example.jp';
  const password = 'Sakura2027!';

  it('signs up through the loyalty platform with an OTP, and keeps a customer profile', async () => {
    contract.state.locale = 'ja';
    const { loyalty } = contract.api;
    const generated = await loyalty.generateToken({ identifierType: 'EMAIL', identifierValue: email, password, confirmPassword: password });
    expect(generated.user?.userRegisteredForPassword).toBe(false);
    const sessionId = generated.user!.sessionId;
    expect((await loyalty.generateOtp({ identifierType: 'EMAIL', identifierValue: email, sessionId })).status.code).toBe(200);
    const [otpMail] = await contract.outbox(email, 'otp');
    const validated = await loyalty.validateOtp({ identifierType: 'EMAIL', identifierValue: email, sessionId, otp: otpMail!.otp!, phonePrefix: '81', phoneNumber: '9012345678', language: 'ja' });
    expect(validated.createdId).toEqual(expect.any(Number));
    contract.state.loyaltyToken = validated.auth!.token;
    const payload = {
      profiles: [{ firstName: 'はなこ', lastName: 'たなか', identifiers: [{ type: 'email' as const, value: email }], fields: { kanjifirstname: '花子', kanjilastname: '田中' } }],
      extendedFields: { zip: '1000001', area: '東京都', city: '千代田区', gender: 'female', dob: '1990-04-01' },
    };
    expect((await loyalty.addCustomer(email, payload)).createdId).toBe(validated.createdId);
    const customer = await loyalty.getCustomerByEmail(email);
    expect(customer.customers.customer[0]).toMatchObject({ email });
    await expect(loyalty.customerTransactions(email)).resolves.toMatchObject({ status: { success: true } });
    await expect(loyalty.updateCustomer(email, validated.createdId!, payload)).resolves.toMatchObject({ createdId: validated.createdId });
    const [confirmation] = await contract.outbox(email, 'membership_confirmation');
    const token = new URL(confirmation!.link!).searchParams.get('confirmation_token')!;
    const confirmed = await contract.api.booking.confirmMembership(1, { confirmation_token: token, program_id: '1' });
    expect(confirmed.membership.email).toBe(email);
  });

  it('logs in, exchanges the loyalty token for a member token, and uses member calls', async () => {
    const { loyalty, booking } = contract.api;
    const login = await loyalty.generateToken({ identifierType: 'EMAIL', identifierValue: 'hanako.sato@example.jp', password: 'Sakura2026!', confirmPassword: 'Sakura2026!' });
    const member = await booking.membershipToken(1, login.auth!.token);
    contract.state.accessToken = member.access_token;
    contract.state.refreshToken = member.refresh_token;
    const shown = await booking.showMembership(1);
    expect(shown.rank?.code).toBe('GOLD');
    expect((await booking.points(1)).points).toBe(shown.loyalty_points);
    expect((await booking.pointHistories(1)).length).toBeGreaterThan(0);
    await expect(booking.creditCards(1)).resolves.toEqual(expect.any(Array));
    const reservations = await booking.userReservations();
    expect(reservations.length).toBeGreaterThanOrEqual(3);
    const updated = await booking.updateMembership(1, { first_name: 'Hanako' });
    expect(updated.first_name).toBe('Hanako');
    const refreshed = await booking.exchangeRefreshToken(member.refresh_token);
    expect(refreshed.access_token).not.toBe(member.access_token);
    contract.state.accessToken = refreshed.access_token;
    await booking.signOut(1);
  });

  it('refreshes an expired member token once and retries, and changes and resets a password', async () => {
    const { booking, loyalty } = contract.api;
    const signedIn = await booking.signIn(1, { email: 'emily.clark@example.com', password: 'Sakura2026!' });
    contract.state.accessToken = 'at_expired';
    contract.state.refreshToken = signedIn.refresh_token;
    await contract.sandbox.db.query("INSERT INTO tokens (token, kind, member_id, expires_at) SELECT 'at_expired', 'access_token', id, now() - interval '1 minute' FROM members WHERE email = 'emily.clark@example.com'");
    expect((await booking.showMembership(1)).email).toBe('emily.clark@example.com');
    expect(contract.state.accessToken).not.toBe('at_expired');

    const login = await loyalty.generateToken({ identifierType: 'EMAIL', identifierValue: email, password, confirmPassword: password });
    const changed = await loyalty.changePassword({ identifierType: 'EMAIL', identifierValue: email, password, newPassword: 'Sakura2028!', confirmPassword: 'Sakura2028!', token: login.auth!.token });
    expect(changed.status.success).toBe(true);
    const again = await loyalty.generateToken({ identifierType: 'EMAIL', identifierValue: email, password: 'Sakura2028!', confirmPassword: 'Sakura2028!' });
    const regenerated = await loyalty.regenerateToken({ identifierType: 'EMAIL', identifierValue: email, refreshToken: again.auth!.refreshToken });
    expect(regenerated.auth?.token).toBeTruthy();
    const validated = await loyalty.validatePassword({ identifierType: 'EMAIL', identifierValue: email, sessionId: again.user!.sessionId, password: 'Sakura2028!' });
    expect(validated.auth?.token).toBeTruthy();
    const forgot = await loyalty.forgetPassword({ identifierType: 'EMAIL', identifierValue: email, password: 'Sakura2029!', confirmPassword: 'Sakura2029!', sessionId: again.user!.sessionId });
    expect(forgot.status.success).toBe(true);
    contract.state.loyaltyToken = regenerated.auth!.token;
    await expect(loyalty.expireToken(email)).resolves.toMatchObject({ status: { success: true } });

    await booking.startResetPassword(1, 'emily.clark@example.com');
    const [reset] = await contract.outbox('emily.clark@example.com', 'password_reset');
    const resetToken = new URL(reset!.link!).searchParams.get('reset_password_token')!;
    await expect(booking.updatePassword(1, { reset_password_token: resetToken, password: 'Sakura2030!', password_confirmation: 'Sakura2030!' })).resolves.toEqual({ updated: true });
  });

  it('signs a guest up from checkout, who signs in once the e-mail is confirmed, and cancels the membership', async () => {
    const { booking } = contract.api;
    const email = 'jun.mori@example.jp';
    const accepted = await booking.signUp(1, { first_name: 'Jun', last_name: 'Mori', first_name_kana: '', last_name_kana: '', email, hotel_id: 1, email_permission: true, password: 'Morijun2026' });
    expect(accepted).toMatchObject({ sent: true });
    await expect(booking.signIn(1, { email, password: 'Morijun2026' })).rejects.toMatchObject({ status: 403, code: 1310 });
    const [mail] = await contract.outbox(email, 'membership_confirmation');
    const link = new URL(mail!.link!);
    await booking.confirmMembership(1, { confirmation_token: link.searchParams.get('confirmation_token')!, program_id: link.searchParams.get('program_id')! });
    const signedIn = await booking.signIn(1, { email, password: 'Morijun2026' });
    contract.state.accessToken = signedIn.access_token;
    await expect(booking.cancelMembership(1)).resolves.toEqual({ cancelled: true });
  });
});

describe('postal codes and card tokens against the sandbox', () => {
  it('looks up a postal code with or without a hyphen', async () => {
    const [entry] = await contract.api.postcode.lookup('100-0001');
    expect(entry).toMatchObject({ pref: '東京都', city: '千代田区', town: '千代田' });
    expect(entry?.hiragana.pref).toBe('とうきょうと');
    expect(await contract.api.postcode.lookup('0000000')).toEqual([]);
  });

  it('tokenizes a card through the provider script', async () => {
    const { sandbox } = contract;
    const loadScript = async (url: string) => {
      const code = await (await fetch(url)).text();
      // The provider's script, run as a browser would: `window` is the global scope, the script knows its URL.
      new Function('window', 'document', code)(globalThis, { currentScript: { src: url } });
    };
    const card = createCardApi({ baseUrl: `${sandbox.url}/card`, shopKey: sandbox.config.cardShopKey, timeoutMs: 5_000, loadScript });
    const ok = await card.getToken({ cardno: '4111111111111111', expire: '2912', securitycode: '123', holdername: 'TARO YAMADA' });
    expect(ok.resultCode).toBe('000');
    expect(ok.tokenObject?.maskedCardNo).toMatch(/^411111\*+1111$/);
    expect((await card.getToken({ cardno: '4111', expire: '2912', securitycode: '123', holdername: 'TARO' })).resultCode).toBe('102');
  });
});
