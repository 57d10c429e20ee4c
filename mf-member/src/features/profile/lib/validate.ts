import type { Locale } from '@hotel/contracts';
import { dateOfBirthProblem, nameProblem, required } from '@hotel/domain/validation';
import type { ProfileValues } from './profile-values';

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** SPEC 5 Names by language: Japanese names with hiragana kana in ja, English only in en, required elsewhere. */
function nameRule(locale: Locale) {
  if (locale === 'ja') return 'japanese' as const;
  return locale === 'en' ? ('english' as const) : ('any' as const);
}

function withoutEmpty(errors: Record<string, string | null | undefined>): ProfileErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * SPEC 5 Profile (every field but e-mail and joining date editable) with the sign-up rules: names by
 * language, a valid birthday not after today, gender required. The country, phone and address fields
 * (shared with sign-up) check themselves.
 */
export function validateProfile(values: ProfileValues, locale: Locale, today: string): ProfileErrors {
  const rule = nameRule(locale);
  return withoutEmpty({
    firstName: nameProblem(values.firstName ?? '', rule),
    lastName: nameProblem(values.lastName ?? '', rule),
    firstNameKana: locale === 'ja' ? nameProblem(values.firstNameKana ?? '', 'hiragana') : null,
    lastNameKana: locale === 'ja' ? nameProblem(values.lastNameKana ?? '', 'hiragana') : null,
    birthday: dateOfBirthProblem(values.birthday ?? '', today),
    gender: required(values.gender),
  });
}
