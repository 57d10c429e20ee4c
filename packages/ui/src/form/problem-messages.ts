import type { Locale } from '@hotel/contracts';
import { intlLocale } from '@hotel/domain';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import en from './lang/en.json';
import ja from './lang/ja.json';
import ko from './lang/ko.json';
import zhCN from './lang/zh-CN.json';
import zhTW from './lang/zh-TW.json';

// The SPEC 5 field messages are the same on every form of every remote: one bundled catalogue here, so a
// remote never repeats them in its own and a validator's problem id reads the same everywhere.
const catalogues: Record<Locale, Record<string, string>> = { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW };
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: intlLocale[locale], defaultLocale: 'ja-JP', messages: catalogues[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** A form text by its key in this folder's catalogues (counter, problem.required …), or null when there is none. */
export function formText(key: string, locale: Locale, values?: Record<string, string | number>): string | null {
  const id = `ui.form.${key}`;
  if (!(id in catalogues[locale])) return null;
  return intlFor(locale).formatMessage({ id }, values);
}

/** The sentence for a validator's problem id (`@hotel/domain/validation`), or null when the id is not one. */
export function problemMessage(problem: string, locale: Locale, values?: Record<string, string | number>): string | null {
  return formText(`problem.${problem}`, locale, values);
}
