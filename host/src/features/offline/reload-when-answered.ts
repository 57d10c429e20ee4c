/** How long the page waits before asking again whether the site answers. */
const askAgainMs = 1_000;

export interface ReloadDeps {
  /** A request that goes where the reload will: `/registry.json`, never cached, which the service worker fetches itself. */
  askSite: () => Promise<unknown>;
  reload: () => void;
  wait: (ms: number) => Promise<void>;
}

const browserDeps: ReloadDeps = {
  askSite: () => fetch('/registry.json', { cache: 'no-store' }),
  reload: () => window.location.reload(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * SPEC 2.8: when the connection comes back, the page reloads, once the site answers. The `online` event can come
 * before a request gets through (a connection that flaps as it returns, or a service worker whose requests still
 * fail), and a reload then lands on the browser's own error page with the site gone from the tab. Any answer will
 * do, an error status too: the server is reachable. Lost again meanwhile, it gives up; the next `online` starts over.
 */
export async function reloadWhenSiteAnswers(deps: ReloadDeps = browserDeps): Promise<void> {
  while (navigator.onLine) {
    try {
      await deps.askSite();
      deps.reload();
      return;
    } catch {
      await deps.wait(askAgainMs);
    }
  }
}
