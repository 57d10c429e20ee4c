import { profileColumns } from './customer-mapping';
import { customerPayload } from './customer-payload';
import { toLoyaltyCustomer } from './customer-view';
import type { MemberRow } from './members';

const member: MemberRow = {
  id: 7,
  external_id: 'LOY000000000007',
  card_number: '1234567890123456',
  email: 'hanako@example.com',
  password_hash: 'x',
  first_name: '',
  last_name: '',
  first_name_kana: '',
  last_name_kana: '',
  kanji_first_name: '',
  kanji_last_name: '',
  mobile_prefix: '81',
  mobile: '9012345678',
  landline_prefix: '',
  landline: '',
  birthday: null,
  gender: null,
  country: 'JP',
  postal_code: '',
  prefecture: '',
  city: '',
  district: '',
  address: '',
  points: 300,
  rank: 'SILVER',
  extended_fields: {},
  confirmed: true,
  created_at: new Date('2025-01-02T03:04:05Z'),
};

const parse = (value: unknown) => customerPayload.parse(value);

describe('SPEC 3 loyalty customer → member columns', () => {
  it('reads kana from firstName/lastName and kanji from the kanji fields in Japanese', () => {
    const columns = profileColumns(
      parse({ profiles: [{ firstName: 'ハナコ', lastName: 'サトウ', fields: { kanjifirstname: '花子', kanjilastname: '佐藤' } }], extendedFields: {} }),
      member,
      'WEB',
    );
    expect(columns).toMatchObject({
      first_name: '花子',
      last_name: '佐藤',
      first_name_kana: 'ハナコ',
      last_name_kana: 'サトウ',
      kanji_first_name: '花子',
      kanji_last_name: '佐藤',
    });
  });

  it('splits a phone number by the country prefix on file', () => {
    const columns = profileColumns(parse({ profiles: [{ identifiers: [{ type: 'mobile', value: '81-80-1111-2222' }] }], extendedFields: {} }), member, 'WEB');
    expect(columns).toMatchObject({ mobile_prefix: '81', mobile: '8011112222' });
  });

  it('strips hyphens from zip and the leading prefecture, city and district from customer_address', () => {
    const columns = profileColumns(
      parse({
        profiles: [{ fields: { customer_address: '東京都 千代田区 千代田 1-1' } }],
        extendedFields: { zip: '100-0001', area: '東京都', city: '千代田区', state: '千代田' },
      }),
      member,
      'INSTORE',
    );
    expect(columns).toMatchObject({ postal_code: '1000001', prefecture: '東京都', city: '千代田区', district: '千代田', address: '1-1' });
  });

  it('leaves out of the write what the payload leaves out', () => {
    const columns = profileColumns(parse({ profiles: [{}], extendedFields: {} }), member, 'INSTORE');
    expect(Object.keys(columns)).toEqual(['extended_fields']);
  });

  it('answers getbyemail with what add wrote: kana names and kanji custom fields', () => {
    const written = { ...member, ...profileColumns(
      parse({ profiles: [{ firstName: 'ハナコ', lastName: 'サトウ', fields: { kanjifirstname: '花子', kanjilastname: '佐藤', fax: '0311112222' } }], extendedFields: { gender: 'Female' } }),
      member,
      'WEB',
    ) };
    const customer = toLoyaltyCustomer(written, { redeemed: 10, cumulativePurchases: 20000 }, { cardDetails: true, pointsSummary: true });
    expect(customer).toMatchObject({
      firstname: 'ハナコ',
      lastname: 'サトウ',
      mobile: '819012345678',
      registered_on: '2025-01-02T03:04:05.000Z',
      loyalty_points: 300,
      card_details: [{ card_number: '1234567890123456', status: 'ACTIVE' }],
      points_summaries: { points_summary: [{ loyaltyPoints: 300, redeemed: 10, expired: 0, cumulativePurchases: 20000 }] },
    });
    expect(customer.custom_fields.field).toEqual(expect.arrayContaining([{ name: 'kanjilastname', value: '佐藤' }, { name: 'fax', value: '0311112222' }]));
    expect(customer.extended_fields.field).toContainEqual({ name: 'gender', value: 'female' });
  });
});

describe('the phone is stored once (issue: "+81 " prepended on every save)', () => {
  const withMobile = (value: string) => parse({ profiles: [{ identifiers: [{ type: 'mobile', value }] }] });

  it.each([
    ['run together, as the site sends it', '819012345678'],
    ['with a plus and separators', '+81 90-1234-5678'],
    ['with the national leading 0', '8109012345678'],
  ])('splits a number %s into prefix 81 and the national number, also for a member seeded with "+81"', (_label, value) => {
    for (const prefix of ['81', '+81']) {
      expect(profileColumns(withMobile(value), { ...member, mobile_prefix: prefix }, 'INSTORE')).toMatchObject({ mobile_prefix: '81', mobile: '9012345678' });
    }
  });

  it('refuses a number of more than 15 digits with a message on the field', () => {
    const result = customerPayload.safeParse({ profiles: [{ identifiers: [{ type: 'mobile', value: '81901234567890123' }] }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['profiles', 0, 'identifiers', 0, 'value'], message: 'must have at most 15 digits' });
  });
});
