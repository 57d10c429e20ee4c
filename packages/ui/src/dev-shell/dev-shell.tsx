import { apiInstalled, createApi } from '@hotel/api';
import type { Locale, PageProps, RemoteName, RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';
import { envLoaded, localeChanged, memberSessionChecked } from '@hotel/bus';
import { isLocale, localizedPath, locales } from '@hotel/domain';
import { resolveLocale } from '@hotel/i18n';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, type RouteObject, useParams, useRoutes } from '@hotel/ui/router';
import { registerLiveRemotes, setRemoteLoadDeadline } from '../remote-slot/remote-loader';
import '../tokens.css';
import styles from './dev-shell.module.css';
import { createDevSession } from './dev-session';
import { devShellRemotes } from './live-remotes';
import { startStorage } from './start-storage';

export interface DevShellPage {
  /** A route pattern, as the site uses it: `/hotel/:hotelId`. */
  path: string;
  /** Where the shell's menu links to, when `path` has parameters. */
  link?: string;
  /** Shown only to the remote's own developers in the dev shell. */
  label: string;
  element: ReactNode;
}

async function fetchJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

function ShellLayout({ appName, pages }: { appName: string; pages: DevShellPage[] }) {
  return (
    <div>
      <nav className={styles.bar} aria-label={`${appName} dev shell`}>
        <strong>{appName}</strong>
        {pages.map((page) => (
          <Link key={page.path} to={page.link ?? page.path}>
            {page.label}
          </Link>
        ))}
      </nav>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/**
 * An exposed page with its route parameters, as the host renders it. Pass a `lazy` component: the page's
 * module then runs after the shell has installed the API client, as it does on the site.
 */
export function RoutePage({ page: Page }: { page: ComponentType<PageProps> }) {
  return <Page params={useParams()} />;
}

/** `?lang=en` wins, then the site's own rule (URL prefix, browser languages). */
function shellLocale(): Locale {
  const asked = new URLSearchParams(window.location.search).get('lang') ?? '';
  if (isLocale(asked)) return asked;
  return resolveLocale({ pathname: window.location.pathname, cookieLocale: null, browserLanguages: navigator.languages ?? [] });
}

function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderShell(appName: RemoteName, pages: DevShellPage[]): void {
  // Each page also answers under every language prefix (`/en/hotel/1`), as on the site.
  const routes = pages.flatMap((page) =>
    [...new Set(locales.map((locale) => localizedPath(page.path, locale)))].map((path) => ({ path, element: page.element })),
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <BrowserRouter>
      <ShellRoutes routes={[{ element: <ShellLayout appName={appName} pages={pages} />, children: routes }]} />
    </BrowserRouter>,
  );
}

function renderMissingHostServer(): void {
  const root = document.getElementById('root') as HTMLElement;
  root.textContent = 'No host server answered /env.json: start this remote with `npm run dev -w <remote>`.';
}

/**
 * Runs one remote alone for its team (`npm run dev -w mf-hotel`), started as the host starts the site: the
 * storage reset, `/env.json` and a session from the host server (proxied by the dev server), the API client,
 * the locale, and every other remote from the live `/registry.json`.
 */
export async function startDevShell(appName: RemoteName, pages: DevShellPage[]): Promise<void> {
  startStorage();
  const [env, registry] = await Promise.all([fetchJson<RuntimeEnv>('/env.json'), fetchJson<RuntimeRegistry>('/registry.json')]);
  if (!env) return renderMissingHostServer();
  envLoaded(env);
  // The dev shell signs no member in: a member page there knows at once that this visitor is none.
  memberSessionChecked();
  setRemoteLoadDeadline(env.remoteLoadDeadlineMs);
  registerLiveRemotes(devShellRemotes(registry, appName, new URL('/mf-manifest.json', window.location.origin).href));
  const locale = shellLocale();
  localeChanged(locale);
  document.documentElement.lang = locale;
  const session = createDevSession(() => locale);
  apiInstalled(createApi(env, session));
  await Promise.all([session.renewClientSession(), session.renewSiteToken()]).catch((error: unknown) => {
    console.error('[dev-shell] the host server gave no session: is the dev server passing its gate?', error);
  });
  renderShell(appName, pages);
}
