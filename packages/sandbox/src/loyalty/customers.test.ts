import type { CustomerTransactionsResponse, LoyaltyCustomerPayload } from '@hotel/contracts';
import { request } from '../outbox/test-support/http-client';
import type { TestServer } from '../outbox/test-support/start-test-server';
import { brand, LoyaltyClient, startLoyaltyServer, uniqueEmail } from './test-support/loyalty-client';

let server: TestServer;
let loyalty: LoyaltyClient;
beforeAll(async () => {
  server = await startLoyaltyServer();
  loyalty = new LoyaltyClient(server.url);
}, 60_000);
afterAll(() => server.close());

async function newMember(label: string) {
  const email = uniqueEmail(label);
  const { auth, createdId } = await loyalty.signUp(email, undefined, { phonePrefix: '81', phoneNumber: '09012345678' });
  return { email, id: createdId!, token: auth!.token, headers: loyalty.customerHeaders(auth!.token, email) };
}

const japaneseProfile = (email: string): LoyaltyCustomerPayload => ({
  profiles: [
    {
      firstName: 'ハナコ',
      lastName: 'サトウ',
      identifiers: [
        { type: 'email', value: email },
        { type: 'mobile', value: '818011112222' },
      ],
      fields: {
        kanjifirstname: '花子',
        kanjilastname: '佐藤',
        email2: '',
        mobile2: '',
        landline: '81312345678',
        fax: '',
        customer_address: '大阪府 大阪市北区 梅田 1-2-3',
      },
    },
  ],
  extendedFields: {
    zip: '530-0001',
    area: '大阪府',
    city: '大阪市北区',
    state: '梅田',
    country_of_residence: 'JP',
    gender: 'female',
    dob: '1985-12-24',
    acquisition_channel: '',
    mobile: '818011112222',
  },
});

describe('customers add (source WEB)', () => {
  it('writes the profile columns: kana names with kanji in the kanji fields, phone, address', async () => {
    const { email, id, headers } = await newMember('add');

    const added = await loyalty.addCustomer(headers, japaneseProfile(email));

    expect(added.status).toBe(200);
    expect(added.body).toEqual({ createdId: id, warnings: [] });
    expect((await loyalty.member(email)).body).toMatchObject({
      first_name: '花子',
      last_name: '佐藤',
      first_name_kana: 'ハナコ',
      last_name_kana: 'サトウ',
      kanji_first_name: '花子',
      kanji_last_name: '佐藤',
      mobile_prefix: '81',
      mobile: '8011112222',
      landline: '81312345678',
      birthday: '1985-12-24',
      gender: 'female',
      country: 'JP',
      postal_code: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      district: '梅田',
      address: '1-2-3',
      extended_fields: expect.objectContaining({ last_source: 'WEB' }),
    });
  });

  it('writes English names as they are, with no kana', async () => {
    const { email, headers } = await newMember('english');
    await loyalty.addCustomer(headers, {
      profiles: [{ firstName: 'Anna', lastName: 'Smith', identifiers: [{ type: 'email', value: email }], fields: {} }],
      extendedFields: { country_of_residence: 'US' },
    });
    expect((await loyalty.member(email)).body).toMatchObject({ first_name: 'Anna', last_name: 'Smith', first_name_kana: '', country: 'US' });
    const customer = (await loyalty.getCustomer(headers)).body.customers.customer[0];
    expect(customer).toMatchObject({ firstname: 'Anna', lastname: 'Smith' });
  });

  it('refuses to change the e-mail address and validates the birthday and gender', async () => {
    const { headers } = await newMember('guarded');
    const payload = (change: Partial<LoyaltyCustomerPayload['profiles'][number]>, extended: Record<string, string> = {}) => ({
      profiles: [{ firstName: 'A', lastName: 'B', identifiers: [], fields: {}, ...change }],
      extendedFields: extended,
    });
    expect((await loyalty.addCustomer(headers, payload({ identifiers: [{ type: 'email', value: 'other@example.com' }] }))).status).toBe(400);
    expect((await loyalty.addCustomer(headers, payload({}, { dob: '2999-01-01' }))).status).toBe(400);
    expect((await loyalty.addCustomer(headers, payload({}, { dob: '1990-02-30' }))).status).toBe(400);
    expect((await loyalty.addCustomer(headers, payload({}, { gender: 'robot' }))).status).toBe(400);
    expect((await loyalty.addCustomer(headers, payload({}), 'MAIL')).status).toBe(400);
  });
});

describe('customer getbyemail', () => {
  it('answers the member as a loyalty customer, with card and points summary', async () => {
    const { email, id, headers } = await newMember('get');
    await loyalty.addCustomer(headers, japaneseProfile(email));
    const member = (await loyalty.member(email)).body;

    const { status, body } = await loyalty.getCustomer(headers);

    expect(status).toBe(200);
    expect(body.status).toEqual({ success: true, code: 200, message: 'SUCCESS' });
    const customer = body.customers.customer[0]!;
    expect(customer).toMatchObject({
      id,
      firstname: 'ハナコ',
      lastname: 'サトウ',
      email,
      mobile: '818011112222',
      external_id: member.external_id,
      registered_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      loyalty_points: 0,
      current_slab: 'SILVER',
      card_details: [{ card_number: member.card_number, status: 'ACTIVE' }],
      points_summaries: { points_summary: [{ loyaltyPoints: 0, redeemed: 0, expired: 0, cumulativePurchases: 0 }] },
    });
    const custom = Object.fromEntries(customer.custom_fields.field.map((f) => [f.name, f.value]));
    expect(custom).toMatchObject({ kanjifirstname: '花子', kanjilastname: '佐藤', landline: '81312345678', customer_address: '大阪府 大阪市北区 梅田 1-2-3' });
    const extended = Object.fromEntries(customer.extended_fields.field.map((f) => [f.name, f.value]));
    expect(extended).toMatchObject({ zip: '5300001', area: '大阪府', city: '大阪市北区', state: '梅田', gender: 'female', dob: '1985-12-24', country_of_residence: 'JP' });
  });

  it('leaves out card details and points summary unless asked', async () => {
    const { headers } = await newMember('plain');
    const { body } = await request<{ customers: { customer: unknown[] } }>(`${server.url}/loyalty/mobile/v2/api/customer/getbyemail`, { headers });
    expect(body.customers.customer[0]).toMatchObject({ card_details: [], points_summaries: { points_summary: [] } });
  });
});

describe('customers eupdate (INSTORE)', () => {
  it('updates only what the payload carries', async () => {
    const { email, id, headers } = await newMember('update');
    await loyalty.addCustomer(headers, japaneseProfile(email));

    const updated = await loyalty.updateCustomer(headers, id, {
      profiles: [{ firstName: 'ハナコ', lastName: 'タナカ', identifiers: [], fields: { kanjifirstname: '花子', kanjilastname: '田中' } }],
      extendedFields: { acquisition_channel: 'Microsite', zip: '1000001', area: '東京都', city: '千代田区', state: '千代田' },
    });

    expect(updated.body).toEqual({ createdId: id, warnings: [] });
    expect((await loyalty.member(email)).body).toMatchObject({
      last_name: '田中',
      last_name_kana: 'タナカ',
      postal_code: '1000001',
      prefecture: '東京都',
      mobile: '8011112222',
      birthday: '1985-12-24',
      extended_fields: expect.objectContaining({ last_source: 'INSTORE' }),
    });
    const extended = (await loyalty.getCustomer(headers)).body.customers.customer[0]!.extended_fields.field;
    expect(extended).toContainEqual({ name: 'acquisition_channel', value: 'Microsite' });
  });

  it('refuses another customer id (403) and a malformed one (400)', async () => {
    const { email, id, headers } = await newMember('update2');
    const payload = japaneseProfile(email);
    expect((await loyalty.updateCustomer(headers, id + 1000, payload)).status).toBe(403);
    expect((await loyalty.updateCustomer(headers, 'abc', payload)).status).toBe(400);
    expect((await loyalty.updateCustomer(headers, '', payload)).status).toBe(400);
  });
});

describe('customer transactions', () => {
  it('lists the point history, newest first, with the booking amount and hotel where there is one', async () => {
    const { email, headers } = await newMember('history');
    await request(`${server.url}/test-loyalty/history`, {
      json: {
        email,
        entries: [
          { kind: 'earned', points: 150, description: 'Stay points', reservation: { number: `R-${Date.now()}`, totalPrice: 15000 } },
          { kind: 'spent', points: -50, description: 'Points used' },
          { kind: 'refunded', points: 20, description: 'Points returned' },
        ],
      },
    });

    const { status, body } = await request<CustomerTransactionsResponse>(`${server.url}/loyalty/customer/transactions/get`, {
      headers: { ...headers, locale: 'en' },
    });

    expect(status).toBe(200);
    expect(body.transactions.map((t) => [t.type, t.points, t.amount, t.notes])).toEqual([
      ['RETURN', { issued: 20, redeemed: 0 }, 0, 'Points returned'],
      ['REGULAR', { issued: 0, redeemed: 50 }, 0, 'Points used'],
      ['REGULAR', { issued: 150, redeemed: 0 }, 15000, 'Stay points'],
    ]);
    expect(body.transactions[2]).toMatchObject({ number: expect.stringMatching(/^R-/), store: 'Test Hotel' });

    const summary = (await loyalty.getCustomer(headers)).body.customers.customer[0]!;
    expect(summary.loyalty_points).toBe(120);
    expect(summary.points_summaries.points_summary[0]).toMatchObject({ redeemed: 50, cumulativePurchases: 15000 });
  });
});

describe('customer headers', () => {
  const endpoints = [
    ['GET', 'mobile/v2/api/customer/getbyemail?card_details=true&points_summary=true'],
    ['GET', 'customer/transactions/get'],
    ['POST', 'mobile/v2/api/v2/customers?source=WEB'],
    ['PUT', 'mobile/v2/api/customers/eupdate?customerid=1'],
    ['DELETE', 'mobile/v2/token/expire'],
  ] as const;

  const call = (method: string, path: string, headers: Record<string, string>) =>
    request(`${server.url}/loyalty/${path}`, { method, headers, ...(method === 'POST' || method === 'PUT' ? { json: { profiles: [{}], extendedFields: {} } } : {}) });

  it.each(endpoints)('%s %s answers 401 code 401 without a token, or with an unknown one', async (method, path) => {
    const { email } = await newMember('nokey');
    const missing = await call(method, path, { cap_brand: brand, cap_identifier_type: 'EMAIL', cap_identifier_value: email });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ status: { success: false, code: 401 }, errors: [{ code: 401, message: expect.any(String) }] });
    expect((await call(method, path, loyalty.customerHeaders('bogus', email))).status).toBe(401);
  });

  it.each(endpoints)('%s %s answers 403 when the identifier or brand is not the token’s', async (method, path) => {
    const { email, token } = await newMember('mismatch');
    expect((await call(method, path, loyalty.customerHeaders(token, 'someone@example.com'))).status).toBe(403);
    expect((await call(method, path, { ...loyalty.customerHeaders(token, email), cap_brand: 'OTHER' })).status).toBe(403);
    expect((await call(method, path, { ...loyalty.customerHeaders(token, email), cap_identifier_type: 'MOBILE' })).status).toBe(403);
  });

  it('accepts the identifier in any case and the token with a Bearer prefix', async () => {
    const { email, token } = await newMember('case');
    const headers = { ...loyalty.customerHeaders(`Bearer ${token}`, email.toUpperCase()) };
    expect((await loyalty.getCustomer(headers)).status).toBe(200);
  });
});
