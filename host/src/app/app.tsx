import { $locale } from '@hotel/bus';
import { LocalizedProvider } from '@hotel/i18n';
import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { RouterProvider } from '@hotel/ui/router';
import { hostCatalogue } from '../lang/catalogue';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const locale = useUnit($locale);
  return (
    <Suspense fallback={null}>
      <LocalizedProvider locale={locale} catalogue={hostCatalogue}>
        <RouterProvider router={router} />
      </LocalizedProvider>
    </Suspense>
  );
}
