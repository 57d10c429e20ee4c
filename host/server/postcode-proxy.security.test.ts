import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cookiePair, fakeUpstream, startTestHost, type FakeUpstream, type TestHost } from './testing/test-host';

const repoRoot = path.resolve(__dirname, '../..');

/** The source and config files that end up in a browser bundle or in /env.json (tests and test doubles excluded). */
function bundledSources(): string[] {
  const roots = ['host/src', 'host/server/runtime-env.ts', 'mf-search/src', 'mf-hotel/src', 'mf-booking/src', 'mf-member/src']
    .concat(['api', 'bus', 'contracts', 'domain', 'i18n', 'ui', 'mf-build'].map((name) => `packages/${name}/src`))
    .map((root) => path.join(repoRoot, root));
  const skipped = /(\.test\.tsx?|\.d\.ts)$|\/(testing|contract|test-support|size)\//;
  const walk = (entry: string): string[] =>
    statSync(entry).isDirectory() ? readdirSync(entry).flatMap((name) => walk(path.join(entry, name))) : [entry];
  return roots.flatMap(walk).filter((file) => /\.(tsx?|json|js|mjs)$/.test(file) && !skipped.test(file));
}

/** Issue 14: the postal-code API key stays in the host server, which makes the lookup for the browser. */
describe('host server security: the postal-code lookup goes through the host server', () => {
  let upstream: FakeUpstream;
  let host: TestHost;

  beforeAll(async () => {
    upstream = await fakeUpstream();
    host = await startTestHost({ SANDBOX_URL: upstream.url, SITE_PASSWORD: 'open-sesame', POSTCODE_API_KEY: 'server-only-postcode-key' });
  });

  afterAll(async () => {
    await host.close();
    upstream.close();
  });

  it('tells the browser no key in /env.json, and sends its postal-code calls to the host server', async () => {
    const env = await (await host.get('/env.json')).json();
    expect(JSON.stringify(env)).not.toMatch(/server-only-postcode-key|postcodeApiKey/);
    expect(env.apiBase.postcode).toBe('/api/postcode');
  });

  it('answers a known code with its address, adding the key only the server holds', async () => {
    const pass = { cookie: cookiePair(await host.login('open-sesame')) };
    const answer = await host.get('/api/postcode/api/v5/postcodes/1000001', pass);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([{ postcode: '1000001', pref: '東京都', city: '千代田区', town: '千代田' }]);
    const call = upstream.seen.find((seen) => seen.url.endsWith('/postcodes/1000001'));
    expect(call?.url).toBe('/postcode/api/v5/postcodes/1000001');
    expect(call?.headers['api-key']).toBe('server-only-postcode-key');
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('passes on the service’s refusal of a malformed code, and looks up nothing outside the postal-code path', async () => {
    const pass = { cookie: cookiePair(await host.login('open-sesame')) };
    const refused = await host.get('/api/postcode/api/v5/postcodes/12', pass);
    expect([refused.status, (await refused.json()).message]).toEqual([400, 'code: must be 7 digits (hyphens allowed)']);
    expect((await host.get('/api/postcode/api/v5/postcodes/..%2F..%2Fclient_sessions', pass)).status).toBe(400);
    expect((await host.get('/api/postcode/api/v5/other/1000001', pass)).status).toBe(404);
  });

  it('makes the lookup only for visitors past the gate', async () => {
    expect((await host.get('/api/postcode/api/v5/postcodes/1000001')).status).toBe(401);
  });

  it('builds no postal-code key into the bundles', () => {
    const files = bundledSources();
    expect(files.length).toBeGreaterThan(100);
    const withKey = files.filter((file) => /sandbox-postcode-key|POSTCODE_API_KEY|env\.postcodeApiKey/.test(readFileSync(file, 'utf8')));
    expect(withKey.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});
