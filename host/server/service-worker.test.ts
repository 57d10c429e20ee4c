import path from 'node:path';
import type { Preload } from './page/route-preloads';
import { scriptsAfterPaint } from './page/scripts-after-paint';
import { serviceWorkerScript } from './service-worker';
import { startWorker } from './testing/fake-worker-scope';

const site = 'http://site.test';
const cdn = 'http://cdn.test';
const entry = (version: string) => `${cdn}/mf-search/${version}/remoteEntry.js`;

/**
 * The release server as a browser meets it: a script's own request (no CORS) gets an opaque answer whose
 * status nobody can read; the same file asked in CORS mode shows its status. `status` says what it answers now.
 */
function releaseServer(status: (url: string) => number, { cors = true } = {}) {
  return jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.mode === 'no-cors') {
      return { type: 'opaque', ok: false, status: 0, redirected: false, url: '', clone() {
        return this;
      } } as unknown as Response;
    }
    if (!cors) throw new TypeError('Failed to fetch');
    const code = status(request.url);
    return new Response(code === 200 ? `/* ${request.url} */` : 'Not Found', { status: code });
  });
}

function worker(network: typeof fetch) {
  return startWorker(serviceWorkerScript(path.join(import.meta.dirname, 'no-build'), cdn), site, network);
}

const script = { mode: 'no-cors' } as const;

describe('service worker: a cache never pins a failure (issue 16)', () => {
  it('passes a 404 of a remote entry through without keeping it, so the fixed file shows on the next load', async () => {
    let status = 404;
    const network = releaseServer(() => status);
    const sw = worker(network as unknown as typeof fetch);

    expect((await sw.request(entry('1.0.0-a'), script))?.status).toBe(404);
    expect(sw.caches.urls()).toEqual([]);

    status = 200;
    expect((await sw.request(entry('1.0.0-a'), script))?.status).toBe(200);
    expect(sw.caches.urls()).toEqual([entry('1.0.0-a')]);
    // Kept now: a third load is answered from the cache.
    const asked = network.mock.calls.length;
    expect(await (await sw.request(entry('1.0.0-a'), script))?.text()).toContain('remoteEntry.js');
    expect(network.mock.calls.length).toBe(asked);
  });

  it('asks for a file that failed past the HTTP cache, which may hold the failure too', async () => {
    let status = 503;
    const network = releaseServer(() => status);
    const sw = worker(network as unknown as typeof fetch);
    await sw.request(entry('1.0.0-a'), script);
    status = 200;
    await sw.request(entry('1.0.0-a'), script);
    const [first, second] = network.mock.calls.map(([input, init]) => new Request(input, init).cache);
    expect([first, second]).toEqual(['default', 'reload']);
  });

  it('passes an opaque answer through, never kept, when the store does not answer CORS', async () => {
    const network = releaseServer(() => 200, { cors: false });
    const sw = worker(network as unknown as typeof fetch);
    expect((await sw.request(entry('1.0.0-a'), script))?.type).toBe('opaque');
    expect((await sw.request(entry('1.0.0-a'), script))?.type).toBe('opaque');
    expect(sw.caches.urls()).toEqual([]);
  });

  it('keeps no host chunk that answered with an error', async () => {
    let status = 500;
    const sw = worker(releaseServer(() => status) as unknown as typeof fetch);
    expect((await sw.request(`${site}/243.d44dd72bc1.js`))?.status).toBe(500);
    status = 200;
    expect((await sw.request(`${site}/243.d44dd72bc1.js`))?.status).toBe(200);
    expect(sw.caches.urls()).toEqual([`${site}/243.d44dd72bc1.js`]);
  });

  it('drops the remote versions the registry no longer names, and never keeps the registry', async () => {
    const registry = { remotes: [{ name: 'mf_search', version: '1.0.0-b', entry: `${cdn}/mf-search/1.0.0-b/mf-manifest.json` }] };
    const network = jest.fn(async (input: Request | string, init?: RequestInit) => {
      const { url } = new Request(input, init);
      return url.endsWith('/registry.json') ? Response.json(registry) : new Response(`/* ${url} */`);
    });
    const sw = worker(network as unknown as typeof fetch);
    await sw.request(entry('1.0.0-a'), script);
    await sw.request(entry('1.0.0-b'), script);
    expect(sw.caches.urls()).toHaveLength(2);

    const answer = await sw.request(`${site}/registry.json`);
    expect(await answer?.json()).toEqual(registry);
    expect(sw.caches.urls()).toEqual([entry('1.0.0-b')]);
  });

  it('lets the config and the API go to the network untouched', async () => {
    const sw = worker(jest.fn() as unknown as typeof fetch);
    expect(await sw.request(`${site}/env.json`)).toBeUndefined();
    expect(await sw.request(`${site}/api/getAccesstoken`)).toBeUndefined();
  });

  it('drops the caches of earlier workers on activation, which may hold an opaque 404', async () => {
    const sw = worker(jest.fn() as unknown as typeof fetch);
    await (await sw.caches.open('hotel-immutable-v1')).put(entry('1.0.0-a'), new Response(null, { status: 404 }));
    await sw.caches.open('hotel-shell-0123456789ab');
    await sw.caches.open('someone-elses-cache');
    await sw.activate();
    expect(await sw.caches.keys()).toEqual(['someone-elses-cache']);
  });
});

describe('service worker: the page open when it installs (a first visit reloads offline)', () => {
  const files: { main: string; preloads: Preload[] } = {
    main: '/main.js',
    preloads: [
      { href: `${cdn}/mf-search/1.0.0-a/mf-manifest.json`, as: 'fetch', crossOrigin: true },
      { href: entry('1.0.0-a'), as: 'script' },
      { href: '/225.e51267177d.js', as: 'script', lowPriority: true },
    ],
  };
  // The page as the host server writes it: its files element and loader (page/scripts-after-paint.ts).
  const listPage = `<!doctype html><html lang="en"><body><div id="root"></div>${scriptsAfterPaint(files.main, files.preloads)}</body></html>`;

  /** The host server and the release server, up or (after `down()`) out of reach. */
  function site(page: (url: string) => Response) {
    let up = true;
    const network = jest.fn(async (input: Request | string, init?: RequestInit) => {
      if (!up) throw new TypeError('Failed to fetch');
      const { url } = new Request(input, init);
      return url.endsWith('.js') || url.endsWith('.json') ? new Response(`/* ${url} */`) : page(url);
    });
    return { network: network as unknown as typeof fetch, asked: () => network.mock.calls.map(([input, init]) => new Request(input, init).url), down: () => (up = false) };
  }

  it('keeps that page as the shell, with main.js, the boot files and the route remote it names', async () => {
    const server = site(() => new Response(listPage, { headers: { 'Content-Type': 'text/html' } }));
    const sw = startWorker(serviceWorkerScript(null, cdn), 'http://site.test', server.network, ['/en/hotels']);
    await sw.install();
    expect(server.asked()[0]).toBe('http://site.test/en/hotels');
    expect(sw.caches.urls().sort()).toEqual(
      ['/__shell__', 'http://site.test/main.js', 'http://site.test/225.e51267177d.js', `${cdn}/mf-search/1.0.0-a/mf-manifest.json`, entry('1.0.0-a')].sort(),
    );
    expect(server.asked().filter((url) => url.endsWith('/registry.json'))).toEqual([]);
    const shellCache = (await sw.caches.keys()).find((name) => name.startsWith('hotel-shell-')) as string;
    expect(await (await (await sw.caches.open(shellCache)).match('/__shell__'))?.text()).toBe(listPage);

    server.down();
    expect(await (await sw.request('http://site.test/main.js'))?.text()).toBe('/* http://site.test/main.js */');
    expect(await (await sw.request(entry('1.0.0-a'), script))?.text()).toContain('remoteEntry.js');
  });

  it('keeps main.js beside a page that loads it the plain way', async () => {
    const server = site(() => new Response('<!doctype html><script defer src="/main.js"></script>'));
    const sw = startWorker(serviceWorkerScript(null, cdn), 'http://site.test', server.network, ['/en/not-a-page']);
    await sw.install();
    expect(sw.caches.urls().sort()).toEqual(['/__shell__', 'http://site.test/main.js']);
  });

  it('keeps nothing, and still installs, when the page fails, is out of reach or none is open', async () => {
    const failing = startWorker(serviceWorkerScript(null, cdn), 'http://site.test', site(() => new Response('Bad gateway', { status: 502 })).network, ['/en']);
    await failing.install();
    expect(failing.caches.urls()).toEqual([]);

    const unreachable = site(() => new Response(listPage));
    unreachable.down();
    const offline = startWorker(serviceWorkerScript(null, cdn), 'http://site.test', unreachable.network, ['/en']);
    await offline.install();
    expect(offline.caches.urls()).toEqual([]);

    const nobody = site(() => new Response(listPage));
    const closed = startWorker(serviceWorkerScript(null, cdn), 'http://site.test', nobody.network);
    await closed.install();
    expect(nobody.asked()).toEqual([]);
  });
});
