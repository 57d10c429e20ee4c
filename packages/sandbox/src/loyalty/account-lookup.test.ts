import type { AccountLookupResponse } from '@hotel/contracts';
import { request } from '../outbox/test-support/http-client';
import type { TestServer } from '../outbox/test-support/start-test-server';
import { maskEmail } from './account-lookup';
import { brand, LoyaltyClient, startLoyaltyServer, uniqueEmail } from './test-support/loyalty-client';

let server: TestServer;
let loyalty: LoyaltyClient;
beforeAll(async () => {
  server = await startLoyaltyServer({ SANDBOX_LOOKUP_MAX_FAILURES: '50' });
  loyalty = new LoyaltyClient(server.url);
}, 60_000);
afterAll(() => server.close());

const lookUp = (url: string, json: Record<string, unknown>) =>
  request<AccountLookupResponse>(`${url}/loyalty/mobile/v2/api/customer/lookup`, { json: { brand, ...json } });

/** A member who signed up with a Japanese mobile number and then gave katakana names. */
async function newMember(label: string, mobile: string) {
  const email = uniqueEmail(label);
  const { auth } = await loyalty.signUp(email, undefined, { phonePrefix: '81', phoneNumber: mobile });
  const headers = loyalty.customerHeaders(auth!.token, email);
  const profile = { firstName: 'タロウ', lastName: 'ヤマダ', identifiers: [{ type: 'email', value: email }], fields: { kanjifirstname: '太郎', kanjilastname: '山田' } };
  await loyalty.addCustomer(headers, { profiles: [profile], extendedFields: {} });
  const { body } = await loyalty.member(email);
  return { email, loyaltyId: String(body.external_id), cardNumber: String(body.card_number) };
}

const noMatch = { status: { success: true, code: 200, message: 'SUCCESS' }, lookup: { matched: false, maskedEmail: null } };

describe('POST /loyalty/mobile/v2/api/customer/lookup (SPEC 2.8 look-up account)', () => {
  it('masks an e-mail to its first letter and its domain', () => {
    expect(maskEmail('taro.yamada@example.com')).toBe('t***@example.com');
  });

  it('answers only the masked e-mail of the member found by e-mail, phone, or card with katakana names', async () => {
    const member = await newMember('taro', '080-5555-0101');
    const hint = { status: { success: true, code: 200, message: 'SUCCESS' }, lookup: { matched: true, maskedEmail: maskEmail(member.email) } };
    const keys = [
      { identifierType: 'EMAIL', identifierValue: member.email.toUpperCase() },
      { identifierType: 'MOBILE', phonePrefix: '+81', identifierValue: '08055550101' },
      { identifierType: 'CARD', identifierValue: member.loyaltyId, lastNameKana: 'ヤマダ', firstNameKana: 'タロウ' },
      { identifierType: 'CARD', identifierValue: member.cardNumber, lastNameKana: 'ヤマダ ', firstNameKana: 'タ ロウ' },
    ];
    for (const key of keys) {
      const { status, body } = await lookUp(server.url, key);
      expect([status, body]).toEqual([200, hint]);
    }
  });

  it('answers the same-shaped "no match" for an unknown key or a card with the wrong names', async () => {
    const member = await newMember('hanako', '090-5555-0202');
    const misses = [
      { identifierType: 'EMAIL', identifierValue: uniqueEmail('nobody') },
      { identifierType: 'MOBILE', phonePrefix: '84', identifierValue: '09055550202' },
      { identifierType: 'CARD', identifierValue: member.loyaltyId, lastNameKana: 'サトウ', firstNameKana: 'タロウ' },
    ];
    for (const key of misses) {
      const { status, body } = await lookUp(server.url, key);
      expect([status, body]).toEqual([200, noMatch]);
    }
  });

  it('refuses a card look-up without the katakana names, and another brand', async () => {
    expect((await lookUp(server.url, { identifierType: 'CARD', identifierValue: 'LOY123' })).status).toBe(400);
    const otherBrand = await lookUp(server.url, { brand: 'OTHER', identifierType: 'EMAIL', identifierValue: 'a@example.com' });
    expect(otherBrand.status).toBe(400);
  });
});

describe('look-up throttling', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startLoyaltyServer({ SANDBOX_LOOKUP_MAX_FAILURES: '3' });
  }, 60_000);
  afterAll(() => limited.close());

  it('counts every look-up of a client and answers 429 with Retry-After past the limit, whatever the key', async () => {
    const key = { identifierType: 'EMAIL', identifierValue: 'hanako.sato@example.jp' };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await lookUp(limited.url, key)).status).toBe(200);
    const refused = await lookUp(limited.url, { identifierType: 'EMAIL', identifierValue: uniqueEmail('next') });
    expect(refused.status).toBe(429);
    expect(refused.body.status).toMatchObject({ success: false, code: 1429 });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
