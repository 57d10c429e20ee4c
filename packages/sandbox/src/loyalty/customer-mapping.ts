import type { CustomerPayload, CustomerSource } from './customer-payload';
import type { MemberRow } from './members';
import { splitPhone } from './member-phone';

type ProfileColumnName =
  | 'first_name'
  | 'last_name'
  | 'first_name_kana'
  | 'last_name_kana'
  | 'kanji_first_name'
  | 'kanji_last_name'
  | 'mobile_prefix'
  | 'mobile'
  | 'landline_prefix'
  | 'landline'
  | 'birthday'
  | 'gender'
  | 'country'
  | 'postal_code'
  | 'prefecture'
  | 'city'
  | 'district'
  | 'address'
  | 'extended_fields';

export type ProfileColumns = Partial<Pick<MemberRow, ProfileColumnName>>;

/** What the profile keeps of the payload's free-form maps, for getbyemail to answer them again. */
export interface StoredCustomerFields {
  custom_fields?: Record<string, string>;
  extended_fields?: Record<string, string>;
  last_source?: CustomerSource;
}

/** SPEC 3: in Japanese, firstName and lastName hold kana and the kanji names travel in the kanji fields. */
function nameColumns(firstName: string, lastName: string, kanjiFirst: string, kanjiLast: string): ProfileColumns {
  if (!kanjiFirst && !kanjiLast) {
    const noKana = { first_name_kana: '', last_name_kana: '', kanji_first_name: '', kanji_last_name: '' };
    return { first_name: firstName, last_name: lastName, ...noKana };
  }
  return {
    first_name: kanjiFirst || firstName,
    last_name: kanjiLast || lastName,
    first_name_kana: firstName,
    last_name_kana: lastName,
    kanji_first_name: kanjiFirst,
    kanji_last_name: kanjiLast,
  };
}

/** customer_address is "prefecture city district address" for Japan; the address column keeps the last part. */
function streetAddress(customerAddress: string, area: string | undefined, city: string | undefined, state: string | undefined): string {
  const lead = [area, city, state].filter(Boolean).join(' ');
  return lead && customerAddress.startsWith(`${lead} `) ? customerAddress.slice(lead.length + 1) : customerAddress;
}

/**
 * The member columns a customers add or update writes. Only what the payload carries is written, so an
 * update that leaves a field out keeps it; an empty string clears it.
 */
export function profileColumns(payload: CustomerPayload, member: MemberRow, source: CustomerSource): ProfileColumns {
  const profile = payload.profiles[0]!;
  const fields = profile.fields;
  const extended = payload.extendedFields;
  const names = [profile.firstName, profile.lastName, fields.kanjifirstname, fields.kanjilastname];
  const columns: ProfileColumns = names.some((name) => name !== undefined)
    ? nameColumns(...(names.map((name) => name ?? '') as [string, string, string, string]))
    : {};
  const mobile = profile.identifiers.find((identifier) => identifier.type === 'mobile')?.value ?? extended.mobile;
  if (mobile !== undefined) {
    const { prefix, number } = splitPhone(mobile, member.mobile_prefix);
    Object.assign(columns, { mobile_prefix: prefix, mobile: number });
  }
  if (fields.landline !== undefined) {
    const { prefix, number } = splitPhone(fields.landline, member.landline_prefix);
    Object.assign(columns, { landline_prefix: prefix, landline: number });
  }
  if (extended.dob !== undefined) columns.birthday = extended.dob || null;
  if (extended.gender !== undefined) columns.gender = extended.gender.toLowerCase() || null;
  if (extended.country_of_residence && /^[A-Za-z]{2}$/.test(extended.country_of_residence)) {
    columns.country = extended.country_of_residence.toUpperCase();
  }
  if (extended.zip !== undefined) columns.postal_code = extended.zip.replace(/[-\s]/g, '');
  if (extended.area !== undefined) columns.prefecture = extended.area;
  if (extended.city !== undefined) columns.city = extended.city;
  if (extended.state !== undefined) columns.district = extended.state;
  if (fields.customer_address !== undefined) {
    columns.address = streetAddress(fields.customer_address, extended.area, extended.city, extended.state);
  }
  const stored = member.extended_fields as StoredCustomerFields;
  const kept: StoredCustomerFields = {
    custom_fields: { ...stored.custom_fields, ...fields },
    extended_fields: { ...stored.extended_fields, ...extended },
    last_source: source,
  };
  columns.extended_fields = kept as Record<string, unknown>;
  return columns;
}
