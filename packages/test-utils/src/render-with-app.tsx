import type { HotelApi } from '@hotel/api';
import { $api } from '@hotel/api';
import { $locale } from '@hotel/bus';
import type { Locale } from '@hotel/contracts';
import { LocalizedProvider, type Messages } from '@hotel/i18n';
import { act, render, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type Effect, fork, type Scope, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createUser } from './user';

/** A store and the value it holds in the test's scope, as `fork({ values })` takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of pairs of differently typed stores
export type ScopeValue = readonly [StoreWritable<any>, unknown];

/** An effect and what it does in the test's scope instead, as `fork({ handlers })` takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of pairs of differently typed effects
export type ScopeHandler = readonly [Effect<any, any, any>, (params: any) => unknown];

/** Only the calls a test needs: the fake API is checked where it is used, not against the whole client. */
export type FakeApi = { [Part in keyof HotelApi]?: Partial<HotelApi[Part]> };

export interface AppRenderOptions {
  /** A scope the test built itself; otherwise one is forked from `values`, `api` and `locale`. */
  scope?: Scope;
  values?: ScopeValue[];
  /** Effects answered by the test instead of their own handler (an attached API call takes its params only). */
  handlers?: ScopeHandler[];
  /** The API client the scope's effects receive through `$api`. */
  api?: FakeApi;
  /** The page's language, put into `$locale`; `ja` (the site's default) when not given. */
  locale?: Locale;
  /** Messages for react-intl, when the component under test is not already inside its app's intl provider. */
  messages?: Messages;
  /** Or an app's catalogue (`createCatalogues(…)`), loaded for `locale` as the app does. */
  catalogue?: (locale: Locale) => Promise<Messages>;
  /** The address the visitor opened, e.g. `/en/hotel/3?checkIndate=…`; `/` when not given. */
  route?: string;
  /** The history before the test starts, last entry current; overrides `route`. */
  initialEntries?: string[];
  /** The route pattern `ui` renders at, e.g. `/hotel/:hotelId`; `*` when not given. */
  path?: string;
  /** Further pages the router knows, e.g. where a link leads. */
  routes?: RouteObject[];
}

export interface AppRenderResult extends RenderResult {
  scope: Scope;
  /** A visitor acting through user-event; advances jest's fake clock when fake timers are on. */
  user: UserEvent;
  /** The memory router: `router.state.location` is where the visitor is now. */
  router: ReturnType<typeof createMemoryRouter>;
}

function forkScope({ values = [], handlers = [], api, locale = 'ja' }: AppRenderOptions): Scope {
  const pairs: ScopeValue[] = values.some(([store]) => store === $locale) ? [...values] : [[$locale, locale], ...values];
  if (api) pairs.push([$api, api]);
  return fork({ values: pairs as Array<[StoreWritable<unknown>, unknown]>, handlers: handlers as Array<[Effect<unknown, unknown>, () => unknown]> });
}

function withIntl(ui: ReactNode, { messages, catalogue, locale = 'ja' }: AppRenderOptions): ReactNode {
  if (catalogue) return <LocalizedProvider locale={locale} catalogue={catalogue}>{ui}</LocalizedProvider>;
  if (messages) return <IntlProvider locale={locale} defaultLocale="ja" messages={messages}>{ui}</IntlProvider>;
  return ui;
}

/**
 * Renders `ui` as an app renders it: in an effector scope of its own, at an address of a memory router, with
 * react-intl. React 19 resumes suspended components reliably only inside `act`, so the first render is awaited
 * there; what loads after it is awaited with `settle` or `findBy…`.
 */
export async function renderWithApp(ui: ReactElement, options: AppRenderOptions = {}): Promise<AppRenderResult> {
  const scope = options.scope ?? forkScope(options);
  const element = withIntl(ui, options);
  const router = createMemoryRouter([{ path: options.path ?? '*', element }, ...(options.routes ?? [])], {
    initialEntries: options.initialEntries ?? [options.route ?? '/'],
  });
  const user = createUser();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Provider value={scope}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>,
    );
  });
  return { ...(result as RenderResult), scope, user, router };
}
