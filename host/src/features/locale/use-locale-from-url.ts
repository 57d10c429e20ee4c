import { $locale, localeChanged } from '@hotel/bus';
import { localeFromPrefix, defaultLocale } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from '@hotel/ui/router';

/** The URL prefix is the language of the page (SPEC 2.1); `<html lang>` follows it. */
export function useLocaleFromUrl(): void {
  const { pathname } = useLocation();
  const [locale, changeLocale] = useUnit([$locale, localeChanged]);
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  const urlLocale = localeFromPrefix(segment) ?? defaultLocale;
  useEffect(() => {
    if (urlLocale !== locale) changeLocale(urlLocale);
  }, [urlLocale, locale, changeLocale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
