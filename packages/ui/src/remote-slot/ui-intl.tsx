import type { Locale } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../lang/en.json';
import ja from '../lang/ja.json';
import ko from '../lang/ko.json';
import zhCN from '../lang/zh-CN.json';
import zhTW from '../lang/zh-TW.json';

const catalogues: Record<Locale, Record<string, string>> = { ja, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** The design system's own few messages, whichever app renders it. */
export function UiIntl({ children }: { children: ReactNode }) {
  const locale = useUnit($locale);
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={catalogues[locale]}>
      {children}
    </IntlProvider>
  );
}
