import { sendablePhone, signUpCustomer } from './customer-payload';
import type { SignUpValues } from './sign-up-values';

const japanese: SignUpValues = {
  emailInput: ' hanako@example.jp ',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  birthDay: '1990-04-01',
  gender: 'female',
  country: 'JP',
  phoneNumber: '090-1234-5678',
  postalCode: '100-0001',
  prefecture: '東京都',
  city: '千代田区',
  district: '千代田',
  address: '1-1',
  passwordInput: 'sakura2026',
  rePasswordInput: 'sakura2026',
  policy: true,
};

describe('SPEC 5 "For sending": hyphens stripped, the prefix added, 70/80/90 mobiles and other Japanese numbers landlines', () => {
  it.each([
    ['090-1234-5678', '81', { prefix: '81', number: '9012345678', kind: 'mobile' }, 'a Japanese mobile loses its trunk 0'],
    ['080 1234 5678', '81', { prefix: '81', number: '8012345678', kind: 'mobile' }, 'spaces go too'],
    ['03-1234-5678', '81', { prefix: '81', number: '312345678', kind: 'landline' }, 'a Tokyo number is a landline'],
    ['050-1234-5678', '81', { prefix: '81', number: '5012345678', kind: 'landline' }, '050 (IP phone) is not 70, 80 or 90'],
    ['912345678', '84', { prefix: '84', number: '912345678', kind: 'mobile' }, 'numbers abroad go as mobiles'],
  ])('%s at +%s → %j (%s)', (phone, prefix, expected) => {
    expect(sendablePhone(phone, prefix)).toEqual(expected);
  });
});

describe('SPEC 3 "Loyalty customer" on sign-up', () => {
  it('in Japanese: kana in firstName/lastName, kanji in their own fields, the address joined by spaces, the zip without its hyphen', () => {
    const payload = signUpCustomer(japanese, sendablePhone(japanese.phoneNumber, '81'), 'ja');
    expect(payload).toEqual({
      profiles: [
        {
          firstName: 'ハナコ',
          lastName: 'ヤマダ',
          identifiers: [
            { type: 'email', value: 'hanako@example.jp' },
            { type: 'mobile', value: '819012345678' },
          ],
          fields: { kanjifirstname: '花子', kanjilastname: '山田', customer_address: '東京都 千代田区 千代田 1-1' },
        },
      ],
      extendedFields: {
        zip: '1000001',
        area: '東京都',
        city: '千代田区',
        state: '千代田',
        country_of_residence: 'JP',
        gender: 'female',
        dob: '1990-04-01',
        acquisition_channel: '',
        mobile: '819012345678',
      },
    });
  });

  it('a Japanese landline goes in the landline field, and no mobile is made up', () => {
    const payload = signUpCustomer({ ...japanese, phoneNumber: '03-1234-5678' }, sendablePhone('03-1234-5678', '81'), 'ja');
    expect(payload.profiles[0]?.identifiers).toEqual([{ type: 'email', value: 'hanako@example.jp' }]);
    expect(payload.profiles[0]?.fields.landline).toBe('81312345678');
    expect(payload.extendedFields.mobile).toBeUndefined();
  });

  it('elsewhere: the names as typed, no kanji fields, the address alone and no Japanese address parts', () => {
    const abroad: SignUpValues = { ...japanese, lastName: 'Clark', firstName: 'Emily', country: 'GB', phoneNumber: '7700 900123', address: '10 Downing St, London' };
    const payload = signUpCustomer(abroad, sendablePhone(abroad.phoneNumber, '44'), 'en');
    expect(payload.profiles[0]).toMatchObject({ firstName: 'Emily', lastName: 'Clark', fields: { customer_address: '10 Downing St, London' } });
    expect(payload.profiles[0]?.fields).not.toHaveProperty('kanjifirstname');
    expect(payload.extendedFields).toEqual({
      country_of_residence: 'GB',
      gender: 'female',
      dob: '1990-04-01',
      acquisition_channel: '',
      mobile: '447700900123',
    });
  });
});
