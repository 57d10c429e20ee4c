import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FolderDriver, readRegistry, releaseRemote, rollbackRemote } from '@hotel/release';
import { startHostServer, type RunningServer } from './host-server';
import { liveHostBuild } from './live-host-build';
import { releaseFolders } from './release-mirror';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';

/** A checkout whose `host/dist` the test rebuilds, as webpack does: a clean folder with the build's own files. */
function checkout() {
  const repoRoot = mkdtempSync(path.join(tmpdir(), 'host-checkout-'));
  const dist = path.join(repoRoot, 'host/dist');
  mkdirSync(path.join(repoRoot, 'host'));
  writeFileSync(path.join(repoRoot, 'host/package.json'), '{"version":"1.0.0"}');
  const build = (files: Record<string, string>) => {
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(dist, { recursive: true });
    const all = { 'index.html': '<!doctype html><div id="root"></div>', 'mf-manifest.json': '{"shared":[]}', ...files };
    for (const [name, content] of Object.entries(all)) writeFileSync(path.join(dist, name), content);
  };
  return { repoRoot, store: new FolderDriver(path.join(repoRoot, '.releases')), build };
}

describe('the host server serves the live host release, not host/dist (issue 16)', () => {
  const { repoRoot, store, build } = checkout();
  const release = async () => (await releaseRemote({ store, repoRoot, remote: 'host' })).version;
  let server: RunningServer;
  const get = (route: string) => fetch(`${server.url}${route}`, { redirect: 'manual' });
  /** The file's bytes, or null when the server has no such file (and sends the visitor on to the gate). */
  const text = async (route: string) => {
    const answer = await get(route);
    return answer.status === 200 ? answer.text() : null;
  };
  const hostVersion = async () => (await get('/authentication')).headers.get('x-host-version');

  beforeAll(async () => {
    const env = { SITE_PASSWORD: 'open-sesame' };
    const config = serverConfigFrom(env);
    server = await startHostServer({ port: 0, hostBuild: liveHostBuild(() => readRegistry(store), releaseFolders(store, '/nowhere')), env: runtimeEnvFrom(env), config, readRegistry: async () => ({ remotes: [] }) });
  });
  afterAll(() => server.close());

  it('answers pages 503 until a host is released, whatever host/dist holds', async () => {
    build({ 'main.js': 'built, never released' });
    expect((await get('/authentication')).status).toBe(503);
    expect(await text('/main.js')).toBeNull();
  });

  it('keeps serving the released bytes after a shared package changed and host/dist was rebuilt, until `release host`', async () => {
    build({ 'main.js': 'host on react 19', '111.aaaaaaaaaa.js': 'chunk of the first build' });
    const first = await release();
    expect(await text('/main.js')).toBe('host on react 19');
    expect(await hostVersion()).toBe(first);

    build({ 'main.js': 'host on react 20', '222.bbbbbbbbbb.js': 'chunk of the second build' });
    expect(await text('/main.js')).toBe('host on react 19');
    expect(await text('/222.bbbbbbbbbb.js')).toBeNull();
    expect(await hostVersion()).toBe(first);

    const firstWorker = await text('/sw.js');
    const second = await release();
    expect(second).not.toBe(first);
    expect(await text('/main.js')).toBe('host on react 20');
    expect(await hostVersion()).toBe(second);
    // A new host release is a new service worker, which drops the shell the old one kept.
    expect(await text('/sw.js')).not.toBe(firstWorker);
    // A page opened before this release still gets the hashed chunks of the version it started with.
    expect(await text('/111.aaaaaaaaaa.js')).toBe('chunk of the first build');

    await rollbackRemote({ store, remote: 'host' });
    expect(await hostVersion()).toBe(first);
    expect(await text('/main.js')).toBe('host on react 19');
    expect(await text('/222.bbbbbbbbbb.js')).toBe('chunk of the second build');
  });

  it('never answers the entry script or a page from a release that is not live', async () => {
    build({ 'main.js': 'host three', 'other.js': 'an unhashed file' });
    const third = await release();
    await rollbackRemote({ store, remote: 'host' });
    expect(await hostVersion()).not.toBe(third);
    expect(await text('/main.js')).toBe('host on react 19');
    expect(await text('/other.js')).toBeNull();
  });
});
