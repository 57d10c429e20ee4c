import type { Locale } from '@hotel/contracts';
import { defaultLocale, isLocale, matchRoute } from '@hotel/domain';

export interface LocaleSources {
  pathname: string;
  /** The `locale` cookie, if any. */
  cookieLocale: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
}

/** Maps a browser language tag (`zh-Hant-TW`, `en-GB`, `ko`) to an interface language. */
export function localeFromLanguageTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  const base = lower.split('-')[0] ?? '';
  return base === 'ja' || base === 'en' || base === 'ko' ? base : null;
}

/** SPEC 4: the URL prefix wins, then the cookie, then the browser's languages, then ja. */
export function resolveLocale({ pathname, cookieLocale, browserLanguages }: LocaleSources): Locale {
  const segment = pathname.split('/').filter(Boolean)[0];
  const prefixed = segment ? matchRoute(`/${segment}`)?.locale : undefined;
  if (prefixed && prefixed !== defaultLocale) return prefixed;
  if (cookieLocale && isLocale(cookieLocale)) return cookieLocale;
  for (const tag of browserLanguages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return defaultLocale;
}
