import { phoneMaxDigits } from '@hotel/domain/validation';

/** A phone as the member record keeps it: the country prefix (digits only) and the national number. */
export interface StoredPhone {
  prefix: string;
  number: string;
}

export const phoneDigitsMessage = `must have at most ${phoneMaxDigits} digits`;

/** SPEC 9 / E.164: prefix and number together at most 15 digits. */
export function withinPhoneDigits(value: string): boolean {
  return value.replace(/\D/g, '').length <= phoneMaxDigits;
}

/**
 * Splits a phone however it was typed or shown back — `+81 90-1234-5678`, `819012345678` (SPEC 5 "for
 * sending": prefix and number run together), `090-1234-5678` — into prefix and national number, so saving
 * what the profile shows stores the same number again. The prefix is the first group after `+`, else the
 * prefix on file (`knownPrefix`, `+81` or `81`) when the number starts with it, else `fallbackPrefix` for a
 * domestic number. With a prefix the national number loses its leading 0 (SPEC 5: as for profile update).
 */
export function splitPhone(value: string, knownPrefix: string, fallbackPrefix = ''): StoredPhone {
  const typed = value.trim();
  const international = /^(\+|00)/.test(typed);
  const body = typed.replace(/^(\+|00)/, '');
  const digits = body.replace(/\D/g, '');
  const known = knownPrefix.replace(/\D/g, '');
  const group = international ? /^(\d{1,3})[\s\-.()]/.exec(body)?.[1] : undefined;
  let prefix = known || fallbackPrefix;
  let national = digits;
  if (group) {
    prefix = group;
    national = digits.slice(group.length);
  } else if (prefix && digits.startsWith(prefix) && (international || digits.length - prefix.length >= 9)) {
    national = digits.slice(prefix.length);
  } else if (international) {
    prefix = '';
  }
  if (!digits) return { prefix, number: '' };
  return { prefix, number: prefix ? national.replace(/^0/, '') : national };
}

/** The one way a stored phone is shown: `+81 9012345678`, whatever the record's prefix looks like. */
export function showPhone(prefix: string, number: string): string {
  const digits = prefix.replace(/\D/g, '');
  return digits && number ? `+${digits} ${number}` : number;
}
