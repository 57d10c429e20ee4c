import type { GetCustomerResponse, LoyaltyCustomer, Membership, RuntimeEnv, User } from '@hotel/contracts';

/** The demo member of these tests, as the host's `$user` holds her. */
export const hanako: User = {
  id: '7',
  firstName: 'Hanako',
  lastName: 'Sato',
  email: 'hanako.sato@example.jp',
  points: 1200,
  rank: 'GOLD',
  rankName: 'Gold',
};

export const env = { globalHotelId: 2851 } as RuntimeEnv;

export const cardNumber = '4123456789012345';

const fields = (values: Record<string, string>) => ({ field: Object.entries(values).map(([name, value]) => ({ name, value })) });

/** Her loyalty record: kana in firstname/lastname, kanji in custom fields (SPEC 3). */
export function hanakoCustomer(): LoyaltyCustomer {
  return {
    id: 501,
    firstname: 'はなこ',
    lastname: 'さとう',
    email: hanako.email,
    mobile: '819012345678',
    external_id: 'LOY000000000501',
    registered_on: '2024-04-01T00:00:00.000Z',
    loyalty_points: 1200,
    current_slab: 'GOLD',
    custom_fields: fields({
      kanjifirstname: '花子',
      kanjilastname: '佐藤',
      landline: '81312345678',
      customer_address: '東京都 千代田区 丸の内 1-1-1',
    }),
    extended_fields: fields({
      zip: '1000005',
      area: '東京都',
      city: '千代田区',
      state: '丸の内',
      country_of_residence: 'JP',
      gender: 'female',
      dob: '1990-04-01',
      mobile: '819012345678',
    }),
    card_details: [{ card_number: cardNumber, status: 'ACTIVE' }],
    points_summaries: { points_summary: [{ loyaltyPoints: 1200, redeemed: 0, expired: 0, cumulativePurchases: 0 }] },
  };
}

export function customerAnswer(customer: LoyaltyCustomer = hanakoCustomer()): GetCustomerResponse {
  return { status: { success: true, code: 200, message: 'SUCCESS' }, customers: { customer: [customer] } };
}

export const hanakoMembership = {
  id: 7,
  external_id: 'LOY000000000501',
  email: hanako.email,
  first_name: 'Hanako',
  last_name: 'Sato',
  first_name_kana: '',
  last_name_kana: '',
  phone: '09012345678',
  loyalty_points: 1200,
  rank: null,
  email_permission: true,
  confirmed: true,
  joined_at: '2024-04-01T09:00:00+09:00',
} as Membership;

/** A fake client with the member calls answered as for Hanako; each is a jest mock to inspect. */
export function memberApi() {
  return {
    loyalty: {
      getCustomerByEmail: jest.fn(async () => customerAnswer()),
      updateCustomer: jest.fn(async () => ({ createdId: 501, warnings: [] })),
    },
    booking: {
      showMembership: jest.fn(async () => hanakoMembership),
      points: jest.fn(async () => ({ points: 1350, expiring_points: 0, expiring_at: null })),
    },
  };
}
