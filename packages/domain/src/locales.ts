import type { Locale } from '@hotel/contracts';

export const locales: readonly Locale[] = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];
export const defaultLocale: Locale = 'ja';

/** The BCP 47 tag the Intl APIs (numbers, dates, react-intl) format a language with. */
export const intlLocale: Readonly<Record<Locale, string>> = { ja: 'ja-JP', en: 'en-US', ko: 'ko-KR', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** SPEC 2.1: ja has no URL prefix; the others use their short language codes. */
const prefixByLocale: Record<Locale, string> = { ja: '', en: '/en', ko: '/ko', 'zh-CN': '/zh', 'zh-TW': '/tw' };

export function localePrefix(locale: Locale): string {
  return prefixByLocale[locale];
}

export function localeFromPrefix(segment: string): Locale | null {
  const found = locales.find((l) => l !== 'ja' && prefixByLocale[l] === `/${segment}`);
  return found ?? null;
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}
