import type { Locale, LocalizedText } from '@hotel/contracts';

const aliases: Record<string, Locale> = {
  ja: 'ja',
  'ja-jp': 'ja',
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  ko: 'ko',
  'ko-kr': 'ko',
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-hans': 'zh-CN',
  tw: 'zh-TW',
  'zh-tw': 'zh-TW',
  'zh-hant': 'zh-TW',
};

/** `locale` headers and content-API languages (`ja-JP`, `zh_TW` …) to an interface language; default en (SPEC 7). */
export function normalizeLocale(value: string | undefined | null, fallback: Locale = 'en'): Locale {
  if (!value) return fallback;
  return aliases[value.trim().toLowerCase().replace('_', '-')] ?? fallback;
}

/** One language of a localized text, falling back to Japanese, then English. */
export function pick(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.ja || text.en || '';
}

/** The same text in every language (numbers, codes, proper names written the same everywhere). */
export function same(text: string): LocalizedText {
  return { ja: text, en: text, ko: text, 'zh-CN': text, 'zh-TW': text };
}
