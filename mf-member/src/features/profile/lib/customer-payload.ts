import type { Locale, LoyaltyCustomerPayload } from '@hotel/contracts';
import { normalizePostalCode, phoneForSending } from '@hotel/domain/validation';
import type { ProfileValues } from './profile-values';

/** SPEC 3: a profile update reaches the loyalty platform through this channel. */
const acquisitionChannel = 'Microsite';

/** SPEC 5: hyphens stripped, the prefix put in front, and for a profile update the leading 0 dropped. */
function phone(number: string, prefix: string): string {
  return number.trim() ? phoneForSending(number, prefix, { dropLeadingZero: true }) : '';
}

/**
 * SPEC 3 Loyalty customer, as a profile update (source INSTORE) sends it. In Japanese, firstName and lastName
 * hold the kana and the kanji names go in the kanji fields. For Japan the address is prefecture, city,
 * district and address joined by spaces; postal code, prefecture, city, district and landline apply only there.
 */
export function customerPayloadOf(values: ProfileValues, email: string, locale: Locale): LoyaltyCustomerPayload {
  const japan = values.country === 'JP';
  const mobile = phone(values.phoneNumber, values.phoneNumberPrefix);
  const names =
    locale === 'ja'
      ? { firstName: values.firstNameKana.trim(), lastName: values.lastNameKana.trim() }
      : { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  const kanji: Record<string, string> = locale === 'ja' ? { kanjifirstname: values.firstName.trim(), kanjilastname: values.lastName.trim() } : {};
  const place = japan
    ? { zip: normalizePostalCode(values.postalCode), area: values.prefecture.trim(), city: values.city.trim(), state: values.district.trim() }
    : { zip: '', area: '', city: '', state: '' };
  const customerAddress = japan ? [place.area, place.city, place.state, values.address.trim()].filter(Boolean).join(' ') : values.address.trim();
  return {
    profiles: [
      {
        ...names,
        identifiers: [{ type: 'email', value: email }, ...(mobile ? [{ type: 'mobile' as const, value: mobile }] : [])],
        fields: {
          ...kanji,
          landline: japan ? phone(values.landlinePhoneNumber, values.landlinePhoneNumberPrefix) : '',
          customer_address: customerAddress,
        },
      },
    ],
    extendedFields: {
      ...place,
      // The ISO code, as sign-up sends it: the form reads it back (SPEC 3 Member profile "2-letter code").
      country_of_residence: values.country,
      gender: values.gender,
      dob: values.birthday,
      acquisition_channel: acquisitionChannel,
      mobile,
    },
  };
}
