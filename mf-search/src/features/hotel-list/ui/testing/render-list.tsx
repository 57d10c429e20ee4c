import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { $env, $locale, $online } from '@hotel/bus';
import { act, render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from '@hotel/ui/router';
import { RemoteIntl } from '../../../../remote-intl';
import { revealMoreFx } from '../../model/list';
import { HotelListPage } from '../hotel-list-page';
import { HotelListRoute } from '../hotel-list-route';

export const testEnv = { usdPerYen: 0.0066, mapsApiKey: null, baiduMapsKey: null } as RuntimeEnv;

/** IntersectionObserver for jsdom: the test says when the end of the list comes near. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    FakeIntersectionObserver.instances = FakeIntersectionObserver.instances.filter((o) => o !== this);
  }
  static reach() {
    for (const observer of FakeIntersectionObserver.instances) {
      observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

export function waitInAct(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

interface RenderOptions {
  locale?: Locale;
  keyword?: string | null;
  query?: string;
  online?: boolean;
  env?: RuntimeEnv;
  /** How revealing the next step resolves (images ready); at once by default. */
  reveal?: () => Promise<void>;
}

/** The list page in a scope of its own, behind a router, with this app's messages (React 19: inside act). */
export async function renderList({ locale = 'en', keyword = 'Tokyo', query = '?checkIndate=2030-06-01&checkOutdate=2030-06-02', online = true, env = testEnv, reveal = () => Promise.resolve() }: RenderOptions = {}): Promise<{ scope: Scope }> {
  const prefix = locale === 'ja' ? '' : `/${locale}`;
  const path = `${prefix}/hotels${keyword ? `-${keyword.toLowerCase()}` : ''}`;
  window.history.replaceState(null, '', `${path}${query}`);
  const scope = fork({
    values: [[$locale, locale], [$env, env], [$online, online]],
    handlers: [[revealMoreFx, reveal]],
  });
  const router = createBrowserRouter([
    {
      path,
      element: (
        <HotelListRoute keyword={keyword}>
          <RemoteIntl>
            <HotelListPage keyword={keyword} searchBox={<div role="search" />} />
          </RemoteIntl>
        </HotelListRoute>
      ),
    },
    { path: `${prefix}/hotel/:id`, element: <p>hotel page</p> },
  ]);
  await act(async () => {
    render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
  });
  await waitInAct(20);
  return { scope };
}
