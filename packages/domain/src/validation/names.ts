import type { Locale } from '@hotel/contracts';

/** The SPEC 5 name rules; 'any' is only required (the names of languages with no script rule). */
export type NameRule = 'japanese' | 'hiragana' | 'katakana' | 'kanji' | 'english' | 'englishOrKanji' | 'any';

/** A name's problem id is its rule's name ('katakana' → 'katakana'), or 'required'. */
export type NameProblem<R extends NameRule = NameRule> = 'required' | Exclude<R, 'any'>;

/**
 * SPEC 5 Names, one character at a time. Japanese names also use the iteration marks 々 and 〆, the small ヶ
 * (佐々木, 〆谷, 八ヶ岳), the long-vowel mark ー and the middle dot ・; spaces, half- and full-width, may
 * separate parts of a name.
 */
const namePatterns: Record<NameRule, RegExp | null> = {
  japanese: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆ヶー・ 　]+$/u,
  hiragana: /^[\p{Script=Hiragana}ー 　]+$/u,
  katakana: /^[\p{Script=Katakana}ー・ 　]+$/u,
  kanji: /^[\p{Script=Han}々〆ヶ 　]+$/u,
  english: /^[A-Za-z ]+$/,
  englishOrKanji: /^[A-Za-z\p{Script=Han}々〆ヶ 　]+$/u,
  any: null,
};

/** SPEC 5 Names: required, then the rule (a name is checked trimmed, as it is sent). */
export function nameProblem<R extends NameRule>(value: string, rule: R): NameProblem<R> | null {
  const name = value.trim();
  if (!name) return 'required';
  const pattern = namePatterns[rule];
  return !pattern || pattern.test(name) ? null : (rule as Exclude<R, 'any'>);
}

export interface GuestNameRules {
  name: 'japanese' | 'english' | 'any';
  /** null: the language has no kana fields (SPEC 3 Guest: non-ja leaves kana empty). */
  kana: 'hiragana' | null;
}

/**
 * SPEC 5 Names for a booking guest by the booking's language: in ja, names in kanji or kana and the kana
 * fields in hiragana (checkout); in en, English only; in ko and zh, only required.
 */
export function guestNameRules(locale: Locale): GuestNameRules {
  if (locale === 'ja') return { name: 'japanese', kana: 'hiragana' };
  return { name: locale === 'en' ? 'english' : 'any', kana: null };
}
