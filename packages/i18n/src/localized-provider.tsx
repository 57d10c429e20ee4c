import type { Locale } from '@hotel/contracts';
import { intlLocale } from '@hotel/domain';
import { type ReactNode, use } from 'react';
import { IntlProvider } from 'react-intl';

export type Messages = Record<string, string>;
export type CatalogueLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

/**
 * One language's catalogue of an app, from its parts: the app's own `lang/<locale>.json` and any per-feature
 * `lang/<feature>/<locale>.json`, so two features never edit one file. Later parts may not repeat ids.
 */
export async function mergeCatalogues(...parts: Array<Promise<{ default: Messages }>>): Promise<{ default: Messages }> {
  const loaded = await Promise.all(parts);
  return { default: Object.assign({}, ...loaded.map((part) => part.default)) as Messages };
}

/** Loads each catalogue once per app; the promise is kept so React's `use` can suspend on it. */
export function createCatalogues(loaders: CatalogueLoaders): (locale: Locale) => Promise<Messages> {
  const cache = new Map<Locale, Promise<Messages>>();
  return (locale) => {
    let pending = cache.get(locale);
    if (!pending) {
      pending = loaders[locale]().then((module) => module.default);
      cache.set(locale, pending);
    }
    return pending;
  };
}

interface LocalizedProviderProps {
  locale: Locale;
  catalogue: (locale: Locale) => Promise<Messages>;
  children: ReactNode;
}

/** One app's messages in the current language; suspends while the catalogue chunk loads. */
export function LocalizedProvider({ locale, catalogue, children }: LocalizedProviderProps) {
  const messages = use(catalogue(locale));
  return (
    <IntlProvider locale={intlLocale[locale]} defaultLocale="ja-JP" messages={messages}>
      {children}
    </IntlProvider>
  );
}
