import type { Locale } from '@hotel/contracts';
import type { NameRule } from '@hotel/domain/validation';

export type Gender = 'male' | 'female' | 'other';

/** SPEC 3 "Sign-up form", with the phone's own prefix and the policy box. Kana names exist only in Japanese. */
export interface SignUpValues {
  emailInput: string;
  lastName: string;
  firstName: string;
  lastNameKana?: string;
  firstNameKana?: string;
  birthDay: string;
  gender: Gender;
  country: string;
  phoneNumberPrefix?: string;
  phoneNumber: string;
  postalCode?: string;
  prefecture?: string;
  city?: string;
  district?: string;
  address: string;
  passwordInput: string;
  rePasswordInput: string;
  policy: boolean;
}

export interface SignUpNameRules {
  name: NameRule;
  /** null: the language has no kana fields. */
  kana: 'katakana' | null;
}

/**
 * SPEC 5 Names on the sign-up form: in Japanese, names in Japanese script with their readings in katakana
 * (sign-up kana are katakana, unlike checkout's hiragana); in English, English letters only; elsewhere only
 * required. The "kanji" name takes the Japanese-name rule, as given names are often written in kana (さくら).
 */
export function signUpNameRules(locale: Locale): SignUpNameRules {
  if (locale === 'ja') return { name: 'japanese', kana: 'katakana' };
  return { name: locale === 'en' ? 'english' : 'any', kana: null };
}

/** The phone number's prefix: the one chosen, else the default the form shows (see `defaultDialCode`). */
export function chosenPrefix(values: Pick<SignUpValues, 'phoneNumberPrefix'>, fallback: string): string {
  return values.phoneNumberPrefix || fallback;
}
