import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import path from 'node:path';
import { releaseRemote, rollbackRemote, type StoreDriver } from '@hotel/release';
import { s3TestServerForSuite } from '@hotel/release/testing';
import { startHostServer, type RunningServer } from './host-server';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';
import { storeSources } from './store-sources';

/** A build folder holding `files`, as `--dist` takes it. */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-sources-build-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const manifest = JSON.stringify({ shared: [], exposes: [] });
const repoRoot = mkdtempSync(path.join(tmpdir(), 'store-sources-repo-'));

async function release(store: StoreDriver, remote: string, version: string, files: Record<string, string>, env = 'production') {
  await releaseRemote({ store, env, remote, repoRoot, version, distDir: build({ 'mf-manifest.json': manifest, ...files }) });
}

/** A host server as main.ts starts it, over `store`, serving `siteEnv`, holding the registry `ttlMs` at most. */
async function hostServer(store: StoreDriver, siteEnv: string, ttlMs: number): Promise<RunningServer> {
  const env = { SITE_PASSWORD: 'open-sesame' };
  const vars = { REGISTRY_TTL_MS: String(ttlMs) };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-sources-data-'));
  const sources = storeSources({ store, siteEnv, releaseUrl: 'http://cdn.test', dataDir, proxyHops: 0, vars });
  return startHostServer({ port: 0, env: runtimeEnvFrom(env), config: serverConfigFrom(env), ...sources });
}

/**
 * A GET on a connection of its own (`Connection: close`): a kept-alive socket that turns idle just after
 * `server.close()` would hold the server open for its 65 s keep-alive.
 */
function answered(url: string): Promise<{ status: number; version: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.headers['x-host-version'] as string | undefined, body }));
    }).on('error', reject);
  });
}

const liveHotel = async (server: RunningServer) => {
  const registry = JSON.parse((await answered(`${server.url}/registry.json`)).body) as { remotes: Array<{ name: string; version: string }> };
  return registry.remotes.find((remote) => remote.name === 'mf_hotel')?.version;
};

/** How long until every server's `/registry.json` names `version` for mf-hotel (gives up after 10 s). */
async function secondsUntilAllServe(servers: RunningServer[], version: string): Promise<number> {
  const started = Date.now();
  while ((await Promise.all(servers.map(liveHotel))).some((live) => live !== version) && Date.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (Date.now() - started) / 1000;
}

const s3 = s3TestServerForSuite();

describe('host servers sharing a bucket (issue 17)', () => {
  it('serve the live host release from the bucket, and the hashed chunks of the one before', async () => {
    const store = s3().driver('host-files');
    await release(store, 'host', 'h1', { 'index.html': '<!doctype html><div id="root"></div>', 'main.js': 'host one', '111.aaaaaaaaaa.js': 'chunk of h1' });
    const server = await hostServer(store, 'production', 0);
    try {
      expect((await answered(`${server.url}/main.js`)).body).toBe('host one');
      expect((await answered(`${server.url}/authentication`)).version).toBe('h1');

      // A page opened before the next host release still gets the hashed chunks of the one it started with.
      await release(store, 'host', 'h2', { 'index.html': '<!doctype html>', 'main.js': 'host two' });
      expect((await answered(`${server.url}/main.js`)).body).toBe('host two');
      const started = Date.now();
      while ((await answered(`${server.url}/111.aaaaaaaaaa.js`)).status !== 200 && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await answered(`${server.url}/111.aaaaaaaaaa.js`)).body).toBe('chunk of h1');
    } finally {
      await server.close();
    }
  }, 30_000);

  it('agree on a release and a rollback within 5 s, each holding the registry no longer than its time to live', async () => {
    const store = s3().driver('two-servers');
    await release(store, 'host', 'h1', { 'index.html': '<!doctype html>' });
    await release(store, 'mf-hotel', 'one', { 'remoteEntry.js': 'one' });
    const servers = [await hostServer(store, 'production', 3_000), await hostServer(store, 'production', 3_000)];
    try {
      expect(await Promise.all(servers.map(liveHotel))).toEqual(['one', 'one']);
      await release(store, 'mf-hotel', 'two', { 'remoteEntry.js': 'two' });
      // Read a moment ago, the registry is held: no round trip to the bucket on every page.
      expect(await liveHotel(servers[0] as RunningServer)).toBe('one');
      expect(await secondsUntilAllServe(servers, 'two')).toBeLessThan(5);

      await rollbackRemote({ store, remote: 'mf-hotel' });
      expect(await secondsUntilAllServe(servers, 'one')).toBeLessThan(5);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  }, 30_000);

  it('each serve their own environment: staging sees what production does not', async () => {
    const store = s3().driver('environments');
    for (const env of ['production', 'staging']) await release(store, 'host', 'h1', { 'index.html': '<!doctype html>' }, env);
    await release(store, 'mf-hotel', 'stable', { 'remoteEntry.js': 'stable' }, 'production');
    await release(store, 'mf-hotel', 'candidate', { 'remoteEntry.js': 'candidate' }, 'staging');
    const [production, staging] = [await hostServer(store, 'production', 0), await hostServer(store, 'staging', 0)];
    try {
      expect(await liveHotel(production)).toBe('stable');
      expect(await liveHotel(staging)).toBe('candidate');
    } finally {
      await Promise.all([production.close(), staging.close()]);
    }
  });
});
