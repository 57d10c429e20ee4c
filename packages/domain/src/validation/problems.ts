/**
 * What is wrong with a field, as an id the apps translate (SPEC 5 rules, SPEC 8 "Field messages"); a
 * validator returns one of these or null when the value is valid.
 */
export type FieldProblem =
  | 'required'
  | 'email'
  | 'emailTooShort'
  | 'phone'
  | 'japanesePhone'
  | 'japanese'
  | 'hiragana'
  | 'katakana'
  | 'kanji'
  | 'english'
  | 'englishOrKanji'
  | 'tooLong'
  | 'date'
  | 'futureDate'
  | 'samePassword'
  | 'password'
  | 'otp'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardExpired'
  | 'securityCode'
  | 'cardHolder'
  | 'postalCode';

/** SPEC 5 General: the default maximum length of a text input. */
export const textMaxLength = 300;

/** SPEC 5 General: required is the basic rule. Blank counts as empty, since guest fields are trimmed before submit. */
export function required(value: string | null | undefined): 'required' | null {
  return value == null || value.trim() === '' ? 'required' : null;
}

/** SPEC 5 "Guest fields are trimmed before submit": every string value trimmed, other values kept (shallow). */
export function trimmed<T extends Record<string, unknown>>(values: T): T {
  const entries = Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]);
  return Object.fromEntries(entries) as T;
}
