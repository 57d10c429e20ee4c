import { apiInstalled, createApi, createSessionEndpoints, yieldToMain } from '@hotel/api';
import { appStarted, envLoaded, localeChanged } from '@hotel/bus';
import { legacyLink, localizedPath, matchRoute } from '@hotel/domain';
import { registerLiveRemotes, setRemoteLoadDeadline } from '@hotel/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootLocale, localeNow } from './boot/boot-locale';
import { showOfflineStart } from './boot/offline-start';
import { refreshFromLinkFx } from './boot/legacy-refresh';
import { fetchRuntimeConfig } from './boot/runtime-config';
import { resetStaleStorage } from './boot/storage-reset';
import { startAnalytics } from './features/analytics/data-layer';
import { watchConnection } from './features/offline/model';
import { registerServiceWorker } from './features/service-worker/register-service-worker';
import { previewLoaded } from './features/preview-banner/model';
import { sendSlotReports } from './features/slot-reports/send-slot-reports';
import { createHostSession, ensureAnonymousSession } from './features/session/host-session';
import { loadUserFx } from './features/session/member-model';
import { hasMemberSession } from './features/session/member-tokens';
import { loadUserMenu } from './features/header/lazy-user-menu';

/** Pages that must render without a session: the gate, and the page that says the session failed. */
function needsSession(pathname: string): boolean {
  const id = matchRoute(pathname)?.id;
  return id !== 'authentication' && id !== 'somethingWrong';
}

async function start(): Promise<void> {
  // Issue 15: every module's first run (the stores, the router's and the remotes' set-up) is one task; the start-up
  // below is another.
  await yieldToMain();
  resetStaleStorage();
  // Wires the kept stores to storage and reads them (~70 ms at 4x CPU): a task of its own too.
  appStarted();
  await yieldToMain();
  const legacy = legacyLink(new URL(window.location.href));
  if (legacy?.kind === 'rewrite') window.history.replaceState(null, '', legacy.to);
  const { env, registry } = await fetchRuntimeConfig();
  envLoaded(env);
  setRemoteLoadDeadline(env.remoteLoadDeadlineMs);
  registerLiveRemotes(registry.remotes);
  previewLoaded(registry.preview ?? null);
  sendSlotReports();
  localeChanged(bootLocale());
  const session = createHostSession({ locale: localeNow, endpoints: createSessionEndpoints() });
  apiInstalled(createApi(env, session));
  if (needsSession(window.location.pathname)) {
    try {
      await ensureAnonymousSession(session);
    } catch (error) {
      if (!navigator.onLine) return showOfflineStart();
      console.error('[host] Something wrong with get token or client session', error);
      window.location.assign(localizedPath('/something-wrong', localeNow()));
      return;
    }
    if (legacy?.kind === 'refresh') {
      await refreshFromLinkFx({ refreshToken: legacy.refreshToken, hotelId: env.globalHotelId });
      window.history.replaceState(null, '', legacy.to);
    }
    if (hasMemberSession()) void loadUserMenu().catch(() => undefined);
    void loadUserFx(env.globalHotelId).catch(() => undefined);
  }
  startAnalytics();
  watchConnection();
  // Issue 15: the first render is a third task, done as a transition that React interrupts every few ms, so no task
  // holds the page for long.
  // The HTML's frame stays on screen until the render is ready.
  await yieldToMain();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(<App />));
  registerServiceWorker();
}

start().catch((error: unknown) => {
  if (!navigator.onLine) return showOfflineStart();
  console.error('[host] start-up failed', error);
  const here = matchRoute(window.location.pathname);
  if (here?.id !== 'somethingWrong') window.location.assign(localizedPath('/something-wrong', here?.locale ?? localeNow()));
});
