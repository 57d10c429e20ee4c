// The site's service worker (issue 4): the shell and immutable remote builds come from the cache on a repeat
// visit; /registry.json, /env.json and every API call always go to the network, so a rollback is never hidden.
const BUILD = '__BUILD_ID__';
const RELEASE_ORIGIN = '__RELEASE_ORIGIN__';
const SHELL_CACHE = `hotel-shell-${BUILD}`;
const ASSET_CACHE = 'hotel-immutable-v1';
const SHELL_KEY = '/__shell__';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('hotel-shell-') && key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const hashed = /\.[0-9a-f]{10}\.(js|css)$/;
const neverCached = /^\/(registry\.json|env\.json|sw\.js|api\/)/;

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Remote scripts load without CORS, so their responses are opaque; a versioned file is safe to keep anyway.
  if (response.ok || response.type === 'opaque') await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected) await cache.put(key ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key ?? request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin) {
    if (neverCached.test(url.pathname)) return;
    // Every page is the same shell; offline, the last one seen still starts the app (which says it is offline).
    if (request.mode === 'navigate') return event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_KEY));
    if (hashed.test(url.pathname)) return event.respondWith(cacheFirst(request));
    if (/\.(js|css)$/.test(url.pathname)) return event.respondWith(networkFirst(request, SHELL_CACHE));
    return;
  }
  // Remote builds live under a versioned path and never change once released.
  if (url.origin === RELEASE_ORIGIN && /^\/mf-[a-z]+\/[^/]+\/.+\.(js|css|json)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
