export type PhoneProblem = 'required' | 'phone' | 'japanesePhone';

/** SPEC 9: at most 15 digits, the longest international number (E.164). */
export const phoneMaxDigits = 15;

/** SPEC 5 Japanese rule on the national number: landline 0 + 9 digits, mobile 050/070/080/090 + 7 or 8 digits. */
const japaneseNumber = /^0(?:[5789]0\d{7,8}|[1-9]\d{8})$/;

/** A number is Japanese when it carries Japan's country code (81) or is written the domestic way, from 0. */
function japaneseNational(phone: string): string | null {
  const compact = phone.replace(/[\s\-()]/g, '');
  const international = /^(?:\+|00)?81(\d+)$/.exec(compact);
  // SPEC 5: "a missing leading 0 is added".
  if (international) return `0${(international[1] as string).replace(/^0/, '')}`;
  return compact.startsWith('0') ? compact : null;
}

/**
 * SPEC 5 "For sending": hyphens (and any other separators) stripped and the country prefix put in front, run
 * together as the engine and the loyalty service take it (`81` + `090-1234-5678` → `8109012345678`). A number
 * typed with its own `+` already has its prefix. The leading 0 is kept unless `dropLeadingZero` (SPEC 5: it is
 * stripped only for OTP and for profile update).
 */
export function phoneForSending(phone: string, countryCode: string, opts: { dropLeadingZero?: boolean } = {}): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  const national = opts.dropLeadingZero ? digits.replace(/^0/, '') : digits;
  return `${countryCode.replace(/\D/g, '')}${national}`;
}

/**
 * SPEC 5 Phone. With a country code, the number is judged as it will be sent (prefix and number together),
 * exactly as the engine judges it: the Japanese rule at prefix 81, otherwise 1 to 15 digits. Without one (a
 * single free field), the Japanese rule applies to a domestic number (from 0) or one starting +81.
 */
export function phoneProblem(phone: string, opts: { required: boolean; countryCode?: string }): PhoneProblem | null {
  const value = phone.trim();
  if (!value) return opts.required ? 'required' : null;
  if (!/^\+?[0-9()\- ]+$/.test(value)) return 'phone';
  const judged = opts.countryCode && !value.startsWith('+') ? phoneForSending(value, opts.countryCode) : value;
  const national = japaneseNational(judged);
  if (national !== null) return japaneseNumber.test(national) ? null : 'japanesePhone';
  const digits = judged.replace(/\D/g, '').length;
  return digits >= 1 && digits <= phoneMaxDigits ? null : 'phone';
}
