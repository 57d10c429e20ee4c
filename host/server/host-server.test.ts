import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { fixedHostBuild } from './host-build';
import { startHostServer, type RunningServer } from './host-server';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';

/** Stands in for the booking engine and content API, recording what the host server sent them. */
function fakeUpstream(): Promise<{ url: string; server: Server; seen: Array<{ url: string; body: string; headers: Record<string, unknown> }> }> {
  const seen: Array<{ url: string; body: string; headers: Record<string, unknown> }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', body, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      if (request.url?.endsWith('/client_sessions')) return response.end(JSON.stringify({ client_session: 'cs_from_engine', expires_in: 86400 }));
      response.end(JSON.stringify({ token: 'st_from_content', expired: new Date(Date.now() + 3_600_000).toISOString() }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen })));
}

describe('host server', () => {
  let server: RunningServer;
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  /** The live mf-hotel version; a test moves it as a release or rollback would. */
  let liveHotel = 1;

  beforeAll(async () => {
    upstream = await fakeUpstream();
    const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'main.js.br'), brotliCompressSync('console.log(1)'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, '243.d44dd72bc1.js'), '/* chunk */');
    const env = { SANDBOX_URL: upstream.url, SITE_PASSWORD: 'open-sesame', GATE_MAX_FAILURES: '3', TRUST_PROXY: '1' };
    server = await startHostServer({
      port: 0,
      hostBuild: fixedHostBuild(dist),
      env: runtimeEnvFrom(env),
      config: serverConfigFrom(env),
      readRegistry: async () => ({ remotes: [{ name: 'mf_hotel', version: `v${liveHotel}`, entry: 'http://cdn.test/x' }] }),
    });
  });

  afterAll(async () => {
    await server.close();
    upstream.server.close();
  });

  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.url}${route}`, { headers, redirect: 'manual' });
  const login = (password: string, client = '10.0.0.1') =>
    fetch(`${server.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ password }),
    });
  async function pass(): Promise<Record<string, string>> {
    const answer = await login('open-sesame', '10.0.0.9');
    expect(answer.status).toBe(204);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    return { cookie: cookie.split(';')[0] as string };
  }

  describe('the gate (SPEC 4, issue 4)', () => {
    it.each([
      ['/', '/authentication?redirect=%2F'],
      ['/hotels-tokyo?checkin=2026-12-01', '/authentication?redirect=%2Fhotels-tokyo%3Fcheckin%3D2026-12-01'],
      ['/en/hotel/7', '/en/authentication?redirect=%2Fen%2Fhotel%2F7'],
    ])('sends a visitor without a pass from %s to the gate, keeping the target', async (route, location) => {
      const answer = await get(route);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(location);
    });

    it('serves the gate page itself, and sends a visitor who passed on to the target or home', async () => {
      expect((await get('/authentication?redirect=%2Fhotels')).status).toBe(200);
      const headers = await pass();
      expect((await get('/authentication?redirect=%2Fhotels', headers)).headers.get('location')).toBe('/hotels');
      expect((await get('/en/authentication', headers)).headers.get('location')).toBe('/en');
      expect((await get('/authentication?redirect=https%3A%2F%2Fevil.test', headers)).headers.get('location')).toBe('/');
      expect((await get('/authentication?redirect=%2F%2Fevil.test', headers)).headers.get('location')).toBe('/');
    });

    it('refuses a wrong password, then slows a client down with 429 even for the right one', async () => {
      for (let i = 0; i < 3; i += 1) expect((await login('guess', '10.0.0.2')).status).toBe(401);
      const locked = await login('open-sesame', '10.0.0.2');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await locked.json()).toMatchObject({ error: 'too_many_attempts' });
      expect((await login('open-sesame', '10.0.0.3')).status).toBe(204);
    });

    it('answers 401 for bodies without a password', async () => {
      const answer = await fetch(`${server.url}/api/authenticate`, { method: 'POST', body: 'not json', headers: { 'x-forwarded-for': '10.0.0.4' } });
      expect(answer.status).toBe(401);
    });
  });

  describe('pages and files', () => {
    it.each(['/', '/en', '/hotels-tokyo', '/hotel/7', '/tw/profile/my-card', '/summary'])('answers the shell with 200 for the route %s', async (route) => {
      const answer = await get(route, await pass());
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('id="root"');
    });

    it.each(['/nope', '/hotels-atlantis', '/fr/hotels', '/hotel/1/2'])('answers the shell with 404 for %s', async (route) => {
      const answer = await get(route, await pass());
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('id="root"');
    });

    it('serves /env.json and /registry.json uncached, reading the registry on every request', async () => {
      const env = await get('/env.json');
      expect(env.headers.get('cache-control')).toBe('no-store');
      const body = await env.json();
      expect(body.apiBase.booking).toBe(`${upstream.url}/booking`);
      expect(JSON.stringify(body)).not.toMatch(/sandbox-client-secret|sandbox-content-password|open-sesame/);
      const first = await (await get('/registry.json')).json();
      liveHotel += 1;
      const second = await get('/registry.json');
      expect(second.headers.get('cache-control')).toBe('no-store');
      expect((await second.json()).remotes[0].version).not.toBe(first.remotes[0].version);
    });

    it('caches hashed chunks forever and revalidates the entry script', async () => {
      const chunk = await get('/243.d44dd72bc1.js');
      expect(chunk.headers.get('cache-control')).toContain('immutable');
      const main = await get('/main.js');
      expect(main.headers.get('cache-control')).toBe('no-cache');
      expect(main.headers.get('content-type')).toContain('text/javascript');
    });

    it('answers a returning visitor 304 for the entry script and the page it already holds (issue 15)', async () => {
      const main = await get('/main.js');
      const tag = main.headers.get('etag') as string;
      expect(main.headers.get('last-modified')).toBeTruthy();
      const again = await get('/main.js', { 'If-None-Match': tag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');

      const gatePass = await pass();
      const page = await get('/en/hotel/1', gatePass);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`"version":"v${liveHotel}"`);
      const held = { ...gatePass, 'If-None-Match': page.headers.get('etag') as string };
      expect((await get('/en/hotel/1', held)).status).toBe(304);
      // A page that is no route stays a 404, whatever the client holds.
      expect((await get('/nowhere', held)).status).toBe(404);
      // The page carries the registry: after a release or rollback the held copy is stale, and a new one is sent.
      liveHotel += 1;
      const moved = await get('/en/hotel/1', held);
      expect(moved.status).toBe(200);
      expect(await moved.text()).toContain(`"version":"v${liveHotel}"`);
    });

    it('sends the build-time brotli twin of a file to a browser that accepts it', async () => {
      const main = await get('/main.js', { 'Accept-Encoding': 'br' });
      expect(main.headers.get('content-encoding')).toBe('br');
      expect(main.headers.get('vary')).toBe('Accept-Encoding');
    });

    it('serves the service worker stamped with the build and the release origin', async () => {
      const worker = await get('/sw.js');
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const text = await worker.text();
      expect(text).toMatch(/const BUILD = '[0-9a-f]{12}'/);
      expect(text).toContain("const RELEASE_ORIGIN = 'http://127.0.0.1:8081'");
      expect(text).toMatch(/registry\\\.json\|env\\\.json/);
    });

    it('never serves files outside its build folder', async () => {
      expect((await get('/..%2f..%2fetc%2fpasswd', await pass())).status).toBe(404);
    });

    it('refuses methods other than GET and HEAD outside the API', async () => {
      expect((await fetch(`${server.url}/env.json`, { method: 'POST' })).status).toBe(405);
    });

    it('sends security headers with every answer', async () => {
      const answer = await get('/env.json');
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`connect-src 'self' ${upstream.url}`);
      expect(csp).toContain('script-src');
      expect(csp).not.toContain('maps.googleapis.com');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });
  });

  describe('sessions that hold no secret in the browser', () => {
    it('needs the gate pass', async () => {
      expect((await fetch(`${server.url}/api/getClientSession`, { method: 'POST' })).status).toBe(401);
    });

    it('trades the key and secret for a client session, server to server', async () => {
      const answer = await fetch(`${server.url}/api/getClientSession`, { method: 'POST', headers: await pass() });
      expect(await answer.json()).toEqual({ client_session: 'cs_from_engine', expires_in: 86400 });
      expect(answer.headers.get('set-cookie')).toMatch(/^client-session=cs_from_engine; Path=\/; SameSite=Lax; Max-Age=86400/);
      const call = upstream.seen.find((s) => s.url.endsWith('/client_sessions'));
      expect(JSON.parse(call!.body)).toEqual({ key: 'sandbox-client-key', secret: 'sandbox-client-secret' });
    });

    it('gets a site token with the content user in headers', async () => {
      const answer = await fetch(`${server.url}/api/getAccesstoken`, { method: 'POST', headers: await pass() });
      expect((await answer.json()).token).toBe('st_from_content');
      expect(answer.headers.get('set-cookie')).toMatch(/^site_token=st_from_content; Path=\/; SameSite=Lax; Expires=/);
      const call = upstream.seen.find((s) => s.url.includes('GenerateToken'));
      expect(call?.headers).toMatchObject({ username: 'sandbox-content-user', password: 'sandbox-content-password', audience: 'hotel-site' });
    });
  });
});
