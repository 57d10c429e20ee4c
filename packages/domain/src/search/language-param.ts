import type { Locale } from '@hotel/contracts';
import { isLocale, localeFromPrefix, localePrefix } from '../locales';

/** SPEC 1 language codes as a URL writes them: ja, en, ko, zh (zh-CN), tw (zh-TW). */
export function languageParamOf(locale: Locale): string {
  return locale === 'ja' ? 'ja' : localePrefix(locale).slice(1);
}

/** Reads a language code (`tw`) or a locale (`zh-TW`); anything else is no language. */
export function localeFromLanguageParam(raw: string | null): Locale | null {
  const value = raw?.trim() ?? '';
  if (value === 'ja') return 'ja';
  return localeFromPrefix(value) ?? (isLocale(value) ? value : null);
}
