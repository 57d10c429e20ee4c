import { customerPayloadOf } from './customer-payload';
import type { ProfileValues } from './profile-values';

const tokyo: ProfileValues = {
  firstName: '花子',
  lastName: '佐藤',
  firstNameKana: 'はなこ',
  lastNameKana: 'さとう',
  birthday: '1990-04-01',
  gender: 'female',
  country: 'JP',
  phoneNumberPrefix: '81',
  phoneNumber: '090-1234-5678',
  landlinePhoneNumberPrefix: '81',
  landlinePhoneNumber: '03-1234-5678',
  postalCode: '100-0005',
  prefecture: '東京都',
  city: '千代田区',
  district: '丸の内',
  address: '1-1-1',
};

const email = 'hanako.sato@example.jp';

describe('the loyalty customer a profile update sends (SPEC 3 Loyalty customer)', () => {
  it('in Japanese: kana in firstName and lastName, kanji in their fields, the address joined by spaces', () => {
    const payload = customerPayloadOf(tokyo, email, 'ja');
    expect(payload.profiles[0]).toMatchObject({
      firstName: 'はなこ',
      lastName: 'さとう',
      fields: { kanjifirstname: '花子', kanjilastname: '佐藤', customer_address: '東京都 千代田区 丸の内 1-1-1' },
    });
  });

  it.each([
    ['the zip without hyphens', { zip: '1000005' }],
    ['the prefecture, city and district as area, city and state', { area: '東京都', city: '千代田区', state: '丸の内' }],
    ['acquisition channel Microsite', { acquisition_channel: 'Microsite' }],
    ['the mobile once prefixed, its trunk 0 dropped (SPEC 5 profile update)', { mobile: '819012345678' }],
    ['the country as its ISO code, as sign-up sends it', { country_of_residence: 'JP' }],
  ])('extended fields carry %s', (_rule, expected) => {
    expect(customerPayloadOf(tokyo, email, 'ja').extendedFields).toMatchObject(expected);
  });

  it('in English: the names themselves, and no kanji fields', () => {
    const [profile] = customerPayloadOf({ ...tokyo, firstName: 'Hanako', lastName: 'Sato' }, email, 'en').profiles;
    expect(profile).toMatchObject({ firstName: 'Hanako', lastName: 'Sato' });
    expect(profile?.fields).not.toHaveProperty('kanjifirstname');
  });

  it('outside Japan: no landline, postal code, prefecture, city or district, and the address alone (SPEC 3 "For JP")', () => {
    const abroad = { ...tokyo, country: 'US', phoneNumberPrefix: '1', phoneNumber: '2025550123', address: '1600 Pennsylvania Ave' };
    const payload = customerPayloadOf(abroad, email, 'en');
    expect(payload.profiles[0]?.fields).toMatchObject({ landline: '', customer_address: '1600 Pennsylvania Ave' });
    expect(payload.extendedFields).toMatchObject({ zip: '', area: '', city: '', state: '', mobile: '12025550123' });
  });
});
