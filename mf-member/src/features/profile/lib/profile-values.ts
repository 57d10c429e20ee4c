import { japanCountryCode } from '@hotel/domain';
import { countries } from 'countries-list';
import { fieldValue, type Member } from '../../../entities/member';
import { defaultDialCode } from '../../sign-up';

/** SPEC 3 Member profile, as the form holds it; e-mail and joining date are shown, never edited. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  /** Japanese only: the names in hiragana (SPEC 5 profile). */
  firstNameKana: string;
  lastNameKana: string;
  birthday: string;
  gender: string;
  /** Two-letter code. */
  country: string;
  phoneNumberPrefix: string;
  phoneNumber: string;
  landlinePhoneNumberPrefix: string;
  landlinePhoneNumber: string;
  postalCode: string;
  prefecture: string;
  city: string;
  district: string;
  address: string;
}

/** The loyalty platform may hold the country as a code or (SPEC 3) as its English name. */
export function countryCodeOf(value: string): string {
  const text = value.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  const entry = Object.entries(countries).find(([, country]) => country.name.toLowerCase() === text.toLowerCase());
  return entry?.[0] ?? '';
}

/**
 * A number as the platform keeps it, prefix and number run together (`819012345678`), split again: by the
 * country's own code when it starts with it, else Japan's (SPEC 5: the profile's default prefix is 81).
 * Japanese numbers get back the leading 0 the update stripped (SPEC 5), so they read as dialled at home.
 */
export function splitPhone(stored: string, country: string): { prefix: string; number: string } {
  const digits = stored.replace(/\D/g, '');
  const own = defaultDialCode(country);
  if (!digits) return { prefix: own, number: '' };
  const prefix = [own, japanCountryCode].find((code) => digits.startsWith(code) && digits.length > code.length + 6);
  if (!prefix) return { prefix: own, number: digits };
  const national = digits.slice(prefix.length);
  return { prefix, number: prefix === japanCountryCode && !national.startsWith('0') ? `0${national}` : national };
}

/** customer_address holds "prefecture city district address" for Japan; the form's address is the last part. */
function streetAddress(customerAddress: string, lead: string[]): string {
  const prefix = lead.filter(Boolean).join(' ');
  return prefix && customerAddress.startsWith(`${prefix} `) ? customerAddress.slice(prefix.length + 1) : customerAddress;
}

/** The profile form's values from the member's loyalty record. */
export function profileValuesOf(member: Member): ProfileValues {
  const { customer } = member;
  const custom = (name: string) => fieldValue(customer.custom_fields, name);
  const extended = (name: string) => fieldValue(customer.extended_fields, name);
  const country = countryCodeOf(extended('country_of_residence'));
  const mobile = splitPhone(extended('mobile') || customer.mobile, country);
  const landline = splitPhone(custom('landline'), 'JP');
  const hasKanji = Boolean(custom('kanjifirstname') || custom('kanjilastname'));
  const place = { prefecture: extended('area'), city: extended('city'), district: extended('state') };
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    firstNameKana: hasKanji ? customer.firstname : '',
    lastNameKana: hasKanji ? customer.lastname : '',
    birthday: extended('dob'),
    gender: extended('gender').toLowerCase(),
    country,
    phoneNumberPrefix: mobile.prefix,
    phoneNumber: mobile.number,
    landlinePhoneNumberPrefix: landline.prefix,
    landlinePhoneNumber: landline.number,
    postalCode: extended('zip'),
    ...place,
    address: streetAddress(custom('customer_address'), [place.prefecture, place.city, place.district]),
  };
}
