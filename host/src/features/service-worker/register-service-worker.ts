/** Registers /sw.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || window.location.protocol === 'file:') return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[host] service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
