import type { Locale } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { localeFromPrefix, localizedPath } from '@hotel/domain';
import { resolveLocale } from '@hotel/i18n';
import { createEffect, sample } from 'effector';
import { cookieNames, localeCookieSeconds, readCookie, writeCookie } from '../features/session/cookies';

/**
 * SPEC 4: the URL prefix decides, then the cookie, then the browser's languages, then ja. A visitor whose
 * choice is not Japanese and who arrives on an unprefixed path is moved to the prefixed one, so the URL
 * always says the page's language.
 */
export function bootLocale(): Locale {
  const { pathname, search, hash } = window.location;
  const locale = resolveLocale({ pathname, cookieLocale: readCookie(cookieNames.locale), browserLanguages: navigator.languages ?? [] });
  const prefixed = Boolean(localeFromPrefix(pathname.split('/')[1] ?? ''));
  if (!prefixed && locale !== 'ja') window.history.replaceState(null, '', `${localizedPath(pathname, locale)}${search}${hash}`);
  document.documentElement.lang = locale;
  return locale;
}

let current: Locale = 'ja';
const rememberLocaleFx = createEffect((locale: Locale) => {
  current = locale;
  writeCookie(cookieNames.locale, locale, localeCookieSeconds);
});
sample({ clock: $locale, target: rememberLocaleFx });

/** The page's language right now, for code outside React (the API client's `locale` header). */
export function localeNow(): Locale {
  return current;
}
