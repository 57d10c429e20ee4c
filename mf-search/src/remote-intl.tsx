import { $locale } from '@hotel/bus';
import { LocalizedProvider } from '@hotel/i18n';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { catalogue } from './lang/catalogue';

/** This remote's messages in the page's language; every exposed module renders inside it. */
export function RemoteIntl({ children }: { children: ReactNode }) {
  const locale = useUnit($locale);
  return (
    <LocalizedProvider locale={locale} catalogue={catalogue}>
      {children}
    </LocalizedProvider>
  );
}
