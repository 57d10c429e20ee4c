import type { Locale, RuntimeEnv } from '@hotel/contracts';
import { $env, $online } from '@hotel/bus';
import { type AppRenderResult, type FakeApi, renderWithApp, settle } from '@hotel/test-utils';
import { RemoteIntl } from '../../../../lang/catalogue';
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

interface RenderOptions {
  /** The fake client the page's effects call. */
  api: FakeApi;
  locale?: Locale;
  keyword?: string | null;
  query?: string;
  online?: boolean;
  env?: RuntimeEnv;
  /** How revealing the next step resolves (images ready); at once by default. */
  reveal?: () => Promise<void>;
}

/** The list page at its area route, with this app's messages, once its first answers are on screen. */
export async function renderList({ api, locale = 'en', keyword = 'Tokyo', query = '?checkIndate=2030-06-01&checkOutdate=2030-06-02', online = true, env = testEnv, reveal = () => Promise.resolve() }: RenderOptions): Promise<AppRenderResult> {
  const prefix = locale === 'ja' ? '' : `/${locale}`;
  const path = `${prefix}/hotels${keyword ? `-${keyword.toLowerCase()}` : ''}`;
  const app = await renderWithApp(
    <HotelListRoute keyword={keyword}>
      <RemoteIntl>
        <HotelListPage keyword={keyword} searchBox={<div role="search" />} />
      </RemoteIntl>
    </HotelListRoute>,
    {
      api,
      locale,
      values: [[$env, env], [$online, online]],
      handlers: [[revealMoreFx, reveal]],
      route: `${path}${query}`,
      path,
      routes: [{ path: `${prefix}/hotel/:id`, element: <p>hotel page</p> }],
    },
  );
  await settle(app.scope);
  return app;
}
