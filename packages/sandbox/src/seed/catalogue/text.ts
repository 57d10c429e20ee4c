import type { Locale, LocalizedText } from '@hotel/contracts';

/** Arguments in the order ja, en, ko, zh-CN, zh-TW. */
export function lt(ja: string, en: string, ko: string, zhCN: string, zhTW: string): LocalizedText {
  return { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW };
}

export function perLocale(make: (locale: Locale) => string): LocalizedText {
  return lt(make('ja'), make('en'), make('ko'), make('zh-CN'), make('zh-TW'));
}

/** The same text in every language: codes, numbers and addresses written with digits. */
export function same(value: string): LocalizedText {
  return perLocale(() => value);
}

export type TextValue = LocalizedText | string | number;

/**
 * Replaces each `{name}` in every language of the template with that language of the value. Korean
 * templates may write `{name:은}`: the particle is then chosen to fit the last syllable of the value.
 */
export function fill(template: LocalizedText, values: Record<string, TextValue>): LocalizedText {
  return perLocale((locale) =>
    template[locale].replace(/\{(\w+)(?::([^}]+))?\}/g, (_match, name: string, particle: string | undefined) => {
      const value = values[name];
      if (value === undefined) throw new Error(`No value for {${name}} in "${template.en}"`);
      const text = typeof value === 'object' ? value[locale] : String(value);
      return particle ? text + koreanParticle(text, particle) : text;
    }),
  );
}

const particlePairs: Record<string, [afterConsonant: string, afterVowel: string]> = {
  은: ['은', '는'],
  이: ['이', '가'],
  을: ['을', '를'],
  과: ['과', '와'],
  으로: ['으로', '로'],
};

// How the last digit of a number is read in Sino-Korean: 0 영, 1 일, 2 이, 3 삼 …
const digitFinal = ['ㅇ', 'ㄹ', '', 'ㅁ', '', '', 'ㄱ', 'ㄹ', 'ㄹ', ''];
const finals = ['', 'ㄱ', 'ㄲ', 'ㄳ', 'ㄴ', 'ㄵ', 'ㄶ', 'ㄷ', 'ㄹ', 'ㄺ', 'ㄻ', 'ㄼ', 'ㄽ', 'ㄾ', 'ㄿ', 'ㅀ', 'ㅁ', 'ㅂ', 'ㅄ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];

function finalConsonant(word: string): string {
  const last = word.replace(/[\s)）\]]+$/u, '').slice(-1);
  if (/\d/.test(last)) return digitFinal[Number(last)] ?? '';
  const code = last.charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return '';
  return finals[(code - 0xac00) % 28] ?? '';
}

export function koreanParticle(word: string, particle: string): string {
  const pair = particlePairs[particle];
  if (!pair) throw new Error(`Unknown Korean particle ${particle}`);
  const final = finalConsonant(word);
  if (particle === '으로' && final === 'ㄹ') return pair[1];
  return final ? pair[0] : pair[1];
}

/** Joins sentences: with spaces in English and Korean, directly in Japanese and Chinese. */
export function joinSentences(parts: readonly LocalizedText[]): LocalizedText {
  return perLocale((locale) => parts.map((part) => part[locale]).join(locale === 'en' || locale === 'ko' ? ' ' : ''));
}

/** Yen with thousands separators, as every language writes it on this site. */
export function yen(amount: number): string {
  return `¥${amount.toLocaleString('en-US')}`;
}

