import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHostServer, type RunningServer } from './host-server';
import { runtimeEnvFrom } from './runtime-env';

describe('host server', () => {
  let server: RunningServer;
  let registryReads = 0;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, '243.d44dd72bc1.js'), '/* chunk */');
    server = await startHostServer({
      port: 0,
      distDir: dist,
      env: runtimeEnvFrom({ SANDBOX_URL: 'http://sandbox.test' }),
      readRegistry: async () => {
        registryReads += 1;
        return { remotes: [{ name: 'mf_hotel', version: `v${registryReads}`, entry: 'http://cdn.test/x' }] };
      },
    });
  });

  afterAll(() => server.close());

  it.each(['/', '/en', '/hotels-tokyo', '/hotel/7', '/tw/profile/my-card', '/summary'])(
    'answers the shell with 200 for the route %s',
    async (route) => {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="root"');
    },
  );

  it.each(['/nope', '/hotels-atlantis', '/fr/hotels', '/hotel/1/2'])('answers the shell with 404 for %s', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('id="root"');
  });

  it('serves /env.json and /registry.json uncached, reading the registry on every request', async () => {
    const env = await fetch(`${server.url}/env.json`);
    expect(env.headers.get('cache-control')).toBe('no-store');
    expect((await env.json()).apiBase.booking).toBe('http://sandbox.test/booking');
    const first = await (await fetch(`${server.url}/registry.json`)).json();
    const second = await fetch(`${server.url}/registry.json`);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect((await second.json()).remotes[0].version).not.toBe(first.remotes[0].version);
  });

  it('caches hashed chunks forever and revalidates the entry script', async () => {
    const chunk = await fetch(`${server.url}/243.d44dd72bc1.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    const main = await fetch(`${server.url}/main.js`);
    expect(main.headers.get('cache-control')).toBe('no-cache');
    expect(main.headers.get('content-type')).toContain('text/javascript');
  });

  it('never serves files outside its build folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${server.url}/env.json`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
