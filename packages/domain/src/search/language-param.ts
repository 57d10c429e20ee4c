import type { Locale } from '@hotel/contracts';
import { localePrefix } from '../locales';

/** SPEC 1 language codes and their long forms: ja (ja-JP), en (en-US), ko (ko-KR), tw (zh-TW), zh (zh-CN). */
const localeByCode: Record<string, Locale> = {
  ja: 'ja',
  'ja-jp': 'ja',
  en: 'en',
  'en-us': 'en',
  ko: 'ko',
  'ko-kr': 'ko',
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  tw: 'zh-TW',
  'zh-tw': 'zh-TW',
};

/** The short code a URL writes: ja, en, ko, zh, tw. */
export function languageParamOf(locale: Locale): string {
  return locale === 'ja' ? 'ja' : localePrefix(locale).slice(1);
}

/** Reads a short code or a long form, in any letter case; anything else is no language. */
export function localeFromLanguageParam(raw: string | null): Locale | null {
  const code = raw?.trim().toLowerCase() ?? '';
  return Object.hasOwn(localeByCode, code) ? (localeByCode[code] ?? null) : null;
}
