import type { Locale } from '@hotel/contracts';
import { type GuestNameRules, guestNameRules, nameProblem, phoneProblem as phoneProblemOf } from '@hotel/domain/validation';
import type { FieldMessageId } from './field-messages';

export interface NameFields {
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
}

type GuestNameRule = GuestNameRules['name'] | NonNullable<GuestNameRules['kana']>;

/**
 * SPEC 5 names by the booking's language, the same rules as the booking form (@hotel/domain): in ja, names
 * in kanji or kana and the kana fields in hiragana (checkout); in en, English only; in the other languages,
 * only required. Non-ja bookings leave kana empty, so the kana fields are only checked in ja.
 */
export function nameProblems(guest: NameFields, locale: Locale): Array<[keyof NameFields, FieldMessageId]> {
  const rules = guestNameRules(locale);
  const checks: Array<[keyof NameFields, GuestNameRule]> = [
    ['last_name', rules.name],
    ['first_name', rules.name],
  ];
  if (rules.kana) checks.push(['last_name_kana', rules.kana], ['first_name_kana', rules.kana]);
  return checks.flatMap(([field, rule]): Array<[keyof NameFields, FieldMessageId]> => {
    const problem = nameProblem(guest[field], rule);
    return problem ? [[field, problem]] : [];
  });
}

/**
 * SPEC 5 phone, the booking form's rule: required for the first guest only; the Japanese rule at prefix 81 or
 * for a domestic number; otherwise 1 to 15 digits.
 */
export function phoneProblem(phone: string, required: boolean): FieldMessageId | null {
  return phoneProblemOf(phone, { required });
}
