import type { RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';
import { envLoaded, localeChanged } from '@hotel/bus';
import { isLocale } from '@hotel/domain';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from '@hotel/ui/router';
import { registerLiveRemotes } from '../remote-slot/remote-loader';
import '../tokens.css';
import styles from './dev-shell.module.css';

export interface DevShellPage {
  path: string;
  /** Shown only to the remote's own developers in the dev shell. */
  label: string;
  element: ReactNode;
}

async function fetchOptional<T>(path: string): Promise<T | null> {
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
          <Link key={page.path} to={page.path}>
            {page.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

/**
 * Runs one remote alone for its team (`npm run dev -w mf-hotel`): its pages rendered directly, with
 * `/env.json` and `/registry.json` from a running host server when there is one (the dev server proxies them).
 */
export async function startDevShell(appName: string, pages: DevShellPage[]): Promise<void> {
  const [env, registry] = await Promise.all([
    fetchOptional<RuntimeEnv>('/env.json'),
    fetchOptional<RuntimeRegistry>('/registry.json'),
  ]);
  if (env) envLoaded(env);
  if (registry) registerLiveRemotes(registry.remotes.filter((remote) => remote.name !== appName));
  const lang = new URLSearchParams(window.location.search).get('lang') ?? '';
  if (isLocale(lang)) localeChanged(lang);
  const router = createBrowserRouter([
    {
      element: <ShellLayout appName={appName} pages={pages} />,
      children: pages.map((page) => ({ path: page.path, element: page.element })),
    },
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(<RouterProvider router={router} />);
}
