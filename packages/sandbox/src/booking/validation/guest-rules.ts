import type { Locale } from '@hotel/contracts';
import type { FieldMessageId } from './field-messages';

/** SPEC 5 Japanese-name rule: kanji, hiragana or katakana only (with the iteration and long-vowel marks). */
const japaneseName = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆ヶー・ 　]+$/u;
const hiraganaOnly = /^[\p{Script=Hiragana}ー 　]+$/u;
/** SPEC 5: English only, letters and spaces. */
const englishOnly = /^[A-Za-z ]+$/;

export interface NameFields {
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
}

/**
 * SPEC 5 names by the booking's language: in ja, names in kanji or kana and the kana fields in hiragana
 * (checkout); in en, English only; in the other languages, only required. Non-ja bookings leave kana empty,
 * so the kana fields are only checked in ja.
 */
export function nameProblems(guest: NameFields, locale: Locale): Array<[keyof NameFields, FieldMessageId]> {
  const problems: Array<[keyof NameFields, FieldMessageId]> = [];
  const check = (field: keyof NameFields, rule: RegExp | null, message: FieldMessageId) => {
    const value = guest[field].trim();
    if (!value) problems.push([field, 'required']);
    else if (rule && !rule.test(value)) problems.push([field, message]);
  };
  const nameRule = locale === 'ja' ? japaneseName : locale === 'en' ? englishOnly : null;
  check('last_name', nameRule, locale === 'ja' ? 'japanese' : 'english');
  check('first_name', nameRule, locale === 'ja' ? 'japanese' : 'english');
  if (locale === 'ja') {
    check('last_name_kana', hiraganaOnly, 'hiragana');
    check('first_name_kana', hiraganaOnly, 'hiragana');
  }
  return problems;
}

/** A number is Japanese when it has Japan's country code (81) or is written the domestic way, from 0. */
function japaneseNational(phone: string): string | null {
  const compact = phone.replace(/[\s\-()]/g, '');
  const international = /^(?:\+|00)?81(\d+)$/.exec(compact);
  if (international) return `0${(international[1] as string).replace(/^0/, '')}`;
  return compact.startsWith('0') ? compact : null;
}

/**
 * SPEC 5 phone: required for the first guest only; the Japanese rule (landline from 0 with 10 digits, mobile
 * 070/080/090/050 with 10 to 11 digits, hyphens optional, a missing leading 0 added) at prefix 81 or for a
 * domestic number; otherwise digits, an optional plus, parentheses and separators, 1 to 15 digits.
 */
export function phoneProblem(phone: string, required: boolean): FieldMessageId | null {
  const value = phone.trim();
  if (!value) return required ? 'required' : null;
  if (!/^\+?[0-9()\- ]+$/.test(value)) return 'phone';
  const national = japaneseNational(value);
  if (national !== null) return /^0(?:[5789]0\d{7,8}|[1-9]\d{8})$/.test(national) ? null : 'japanesePhone';
  const digits = value.replace(/\D/g, '').length;
  return digits >= 1 && digits <= 15 ? null : 'phone';
}
