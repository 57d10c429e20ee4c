import type { Locale } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { intlLocale } from '@hotel/domain';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LocalizedProvider, type Messages } from './localized-provider';

/** An app's messages: loaded per language on demand (`createCatalogues`), or bundled when they must never wait. */
export type Catalogue = ((locale: Locale) => Promise<Messages>) | Readonly<Record<Locale, Messages>>;

/**
 * The provider every exposed module of an app renders inside: the app's messages in the page's language
 * (`$locale`). A loaded catalogue suspends while its chunk arrives; a bundled one renders at once.
 */
export function createRemoteIntl(catalogue: Catalogue): (props: { children: ReactNode }) => ReactNode {
  return function RemoteIntl({ children }: { children: ReactNode }) {
    const locale = useUnit($locale);
    if (typeof catalogue === 'function') {
      return (
        <LocalizedProvider locale={locale} catalogue={catalogue}>
          {children}
        </LocalizedProvider>
      );
    }
    return (
      <IntlProvider locale={intlLocale[locale]} defaultLocale="ja-JP" messages={catalogue[locale]}>
        {children}
      </IntlProvider>
    );
  };
}
