import type { LoyaltyCustomerPayload } from '@hotel/contracts';
import { japanCountryCode } from '@hotel/domain';
import { normalizePostalCode } from '@hotel/domain/validation';
import { japan } from './countries';
import type { SignUpValues } from './sign-up-values';

export interface SendablePhone {
  /** Digits of the country code, `81`. */
  prefix: string;
  /** The national number's digits without the trunk 0 (SPEC 5: stripped for OTP and for the profile). */
  number: string;
  /** SPEC 5 "For sending": a Japanese number from 70, 80 or 90 is a mobile, other Japanese numbers landlines. */
  kind: 'mobile' | 'landline';
}

export function sendablePhone(phone: string, prefix: string): SendablePhone {
  const number = phone.replace(/\D/g, '').replace(/^0/, '');
  const digits = prefix.replace(/\D/g, '');
  const landline = digits === japanCountryCode && !/^[789]0/.test(number);
  return { prefix: digits, number, kind: landline ? 'landline' : 'mobile' };
}

/** SPEC 3: in Japan the address travels as "prefecture city district address"; elsewhere the address alone. */
function customerAddress(values: SignUpValues): string {
  const parts = values.country === japan ? [values.prefecture, values.city, values.district, values.address] : [values.address];
  return parts.map((part) => part?.trim()).filter(Boolean).join(' ');
}

function japaneseAddressFields(values: SignUpValues): Record<string, string> {
  if (values.country !== japan) return {};
  return {
    zip: normalizePostalCode(values.postalCode ?? ''),
    area: values.prefecture?.trim() ?? '',
    city: values.city?.trim() ?? '',
    state: values.district?.trim() ?? '',
  };
}

/**
 * The SPEC 3 loyalty customer a sign-up adds (source WEB). In Japanese, firstName and lastName carry the katakana
 * reading and the names themselves go in the kanji fields. The country goes as its ISO code, the form the member
 * profile keeps and reads back (SPEC 3 "country (2-letter code)"); a name in the page's language could not be.
 */
export function signUpCustomer(values: SignUpValues, phone: SendablePhone, locale: string): LoyaltyCustomerPayload {
  const japanese = locale === 'ja';
  const email = values.emailInput.trim();
  const fullPhone = `${phone.prefix}${phone.number}`;
  const mobile = phone.kind === 'mobile' ? fullPhone : '';
  const names = japanese
    ? { firstName: values.firstNameKana?.trim() ?? '', lastName: values.lastNameKana?.trim() ?? '' }
    : { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  const kanji: Record<string, string> = japanese ? { kanjifirstname: values.firstName.trim(), kanjilastname: values.lastName.trim() } : {};
  return {
    profiles: [
      {
        ...names,
        identifiers: [{ type: 'email', value: email }, ...(mobile ? [{ type: 'mobile' as const, value: mobile }] : [])],
        fields: {
          ...kanji,
          customer_address: customerAddress(values),
          ...(phone.kind === 'landline' ? { landline: fullPhone } : {}),
        },
      },
    ],
    extendedFields: {
      ...japaneseAddressFields(values),
      country_of_residence: values.country,
      gender: values.gender,
      dob: values.birthDay,
      acquisition_channel: '',
      ...(mobile ? { mobile } : {}),
    },
  };
}
