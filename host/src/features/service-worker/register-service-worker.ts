/** Registers /sw.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || window.location.protocol === 'file:') return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[host] service worker not registered', error));
    // The page reads the registry inlined in it; the worker learns it from this request, on its way through,
    // and forgets the remote versions no longer live.
    void navigator.serviceWorker.ready.then(() => fetch('/registry.json', { cache: 'no-store' })).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
