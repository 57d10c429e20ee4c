// The site's service worker (issue 4): the shell and immutable remote builds come from the cache on a repeat
// visit; /registry.json, /env.json and every API call always go to the network, so a rollback is never hidden.
// Issue 16: a cache never pins a failure. Only complete answers are kept, versions the registry no longer
// names are dropped, and a file that failed is asked of the server again, past the HTTP cache.
const BUILD = '__BUILD_ID__';
const RELEASE_ORIGIN = '__RELEASE_ORIGIN__';
const SHELL_CACHE = `hotel-shell-${BUILD}`;
// v2: the v1 caches may hold opaque answers (a 404 among them), so activating this worker drops them.
const ASSET_CACHE = 'hotel-immutable-v2';
const RELEASE_CACHE = 'hotel-releases-v2';
const SHELL_KEY = '/__shell__';
// Where a page of the host server names its script files (page/scripts-after-paint.ts).
const FILES_ELEMENT_ID = '__FILES_ELEMENT_ID__';
const current = [SHELL_CACHE, ASSET_CACHE, RELEASE_CACHE];

self.addEventListener('install', (event) => {
  event.waitUntil(keepOpenPage().catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('hotel-') && !current.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const hashed = /\.[0-9a-f]{10}\.(js|css)$/;
const releaseFile = /^\/mf-[a-z]+\/[^/]+\/.+\.(js|css|json)$/;
// Never kept: the registry (read on its way through, see registryFromNetwork), the config, the worker, the API.
const neverCached = /^\/(registry\.json|env\.json|sw\.js|api\/)/;

/** Files that failed while this worker ran: the next request goes past the HTTP cache too. */
const failed = new Set();

/**
 * Only an answer whose status is seen to be 2xx is kept; an opaque one (status unknown) or an error passes through.
 * Nor is one marked no-store: a page with a preview (issue 17) belongs to that visit, not to the offline shell.
 */
function keepable(response) {
  return response.ok && response.type !== 'opaque' && !response.redirected && !/no-store/.test(response.headers.get('Cache-Control') ?? '');
}

function fetchFresh(request, init) {
  return fetch(request, failed.has(request.url) ? { ...init, cache: 'reload' } : init);
}

/**
 * Remote scripts load without CORS, so the page's own request gets an opaque answer, a 404 included; the
 * release server answers CORS, so the worker asks in that mode and sees the status. A store without CORS
 * still serves the page: its opaque answer passes through, never kept.
 */
async function fetchReleaseFile(request) {
  try {
    return await fetchFresh(new Request(request.url, { mode: 'cors', credentials: 'omit' }));
  } catch {
    return fetchFresh(request);
  }
}

async function cacheFirst(request, cacheName, load) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request.url);
  if (cached) return cached;
  let response;
  try {
    response = await load(request);
  } catch (error) {
    failed.add(request.url);
    throw error;
  }
  if (keepable(response)) {
    failed.delete(request.url);
    await cache.put(request.url, response.clone());
  } else {
    failed.add(request.url);
  }
  return response;
}

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(key ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key ?? request);
    if (cached) return cached;
    throw error;
  }
}

/** Forgets every remote version the registry no longer names, live or backup (a rollback or a newer release made it history). */
async function dropUnlistedVersions(registry) {
  const { remotes } = await registry.json();
  if (!Array.isArray(remotes)) return;
  // A live version's backup (the one live before it) is kept too: the page falls back on it when the live one fails.
  const entries = remotes.flatMap((remote) => (remote.backup ? [remote.entry, remote.backup.entry] : [remote.entry]));
  const live = entries.map((entry) => new URL('./', entry).href);
  const cache = await caches.open(RELEASE_CACHE);
  const stale = (await cache.keys()).filter((request) => !live.some((folder) => request.url.startsWith(folder)));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/** The registry always comes from the network; what it names decides which remote versions stay cached. */
async function registryFromNetwork(event) {
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(dropUnlistedVersions(response.clone()).catch(() => undefined));
  return response;
}

/** How the worker answers a GET of the page's (a promise), or null when the browser fetches it as if it were not there. */
function answerOf(request) {
  const url = new URL(request.url);
  if (url.origin === self.location.origin) {
    if (neverCached.test(url.pathname)) return null;
    // Every page is the same shell; offline, the last one seen still starts the app (which says it is offline).
    if (request.mode === 'navigate') return networkFirst(request, SHELL_CACHE, SHELL_KEY);
    if (hashed.test(url.pathname)) return cacheFirst(request, ASSET_CACHE, fetchFresh);
    if (/\.(js|css)$/.test(url.pathname)) return networkFirst(request, SHELL_CACHE);
    return null;
  }
  // Remote builds live under a versioned path and never change once released.
  if (url.origin === RELEASE_ORIGIN && releaseFile.test(url.pathname)) return cacheFirst(request, RELEASE_CACHE, fetchReleaseFile);
  return null;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname === '/registry.json') return event.respondWith(registryFromNetwork(event));
  const answer = answerOf(request);
  if (answer) event.respondWith(answer);
});

/** The files a page of the host server names in its files element, main.js first. */
function filesOf(html, pageUrl) {
  const named = new RegExp(`<script id="${FILES_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  const { main = '/main.js', preloads = [] } = named ? JSON.parse(named[1]) : {};
  return [main, ...preloads.map((preload) => preload.href)].map((href) => new URL(href, pageUrl).href);
}

/**
 * The page open when this worker installs loaded before the worker could keep anything of it: on a first visit,
 * an offline reload found no shell and the browser showed its own error page. So the worker asks for that page
 * again and keeps it as the shell, with the files it names (main.js, the shell's boot files, the route's remote),
 * as its fetch handler would have. The page has just loaded them: most come from the HTTP cache. A new host
 * build's worker does the same, so its own shell cache is never empty.
 */
async function keepOpenPage() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return;
  const page = await fetch(open.url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (!keepable(page)) return;
  const html = await page.clone().text();
  await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, page);
  await Promise.all(filesOf(html, open.url).map((url) => answerOf(new Request(url))?.catch(() => undefined)));
}
