import { envLoaded, localeChanged } from '@hotel/bus';
import { matchRoute } from '@hotel/domain';
import { registerLiveRemotes } from '@hotel/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchRuntimeConfig } from './boot/runtime-config';

async function start(): Promise<void> {
  const { env, registry } = await fetchRuntimeConfig();
  envLoaded(env);
  registerLiveRemotes(registry.remotes);
  localeChanged(matchRoute(window.location.pathname)?.locale ?? env.defaultLocale);
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}

start().catch((error: unknown) => {
  console.error('[host] start-up failed', error);
  if (window.location.pathname !== '/something-wrong') window.location.assign('/something-wrong');
});
