import { $locale } from '@hotel/bus';
import { LocalizedProvider } from '@hotel/i18n';
import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { BrowserRouter } from '@hotel/ui/router';
import { hostCatalogue } from '../lang/catalogue';
import { AppRoutes } from './router';

/** Rendered once start-up has settled the address (legacy links, language prefix), which the router then reads. */
export function App() {
  const locale = useUnit($locale);
  return (
    <Suspense fallback={null}>
      <LocalizedProvider locale={locale} catalogue={hostCatalogue}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LocalizedProvider>
    </Suspense>
  );
}
