import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistry, updateRegistry } from './environments';
import { FolderDriver } from './folder-driver';
import { toRuntimeRegistry } from './runtime-registry';
import { ReleaseError, releaseRemote } from './release-remote';
import { rollbackRemote } from './rollback-remote';
import { statusTable } from './status-table';

interface Shared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion: string;
}

const react = (version: string, requiredVersion = `^${version}`): Shared => ({ name: 'react', version, singleton: true, requiredVersion });
/** Shared beside react under the `react/` prefix; the manifest does not mark it singleton. */
const jsxRuntime = (version: string, requiredVersion = `^${version}`): Shared => ({ name: 'react/jsx-runtime', version, requiredVersion });

/** A repository whose host and remote builds the test writes, as a build would, before releasing them. */
function fakeRepo() {
  const repoRoot = mkdtempSync(path.join(tmpdir(), 'host-release-'));
  const storeDir = path.join(repoRoot, '.releases');
  const store = new FolderDriver(storeDir);
  const build = (app: string, entry: string, content: string, shared: Shared[] | null) => {
    const dist = path.join(repoRoot, app, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(repoRoot, app, 'package.json'), JSON.stringify({ version: '1.0.0' }));
    writeFileSync(path.join(dist, entry), content);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(shared ? { shared, exposes: [] } : { exposes: [] }));
  };
  return {
    repoRoot,
    store,
    storeDir,
    buildHost: (content: string, shared: Shared[] | null = [react('19.2.0'), jsxRuntime('19.2.0')]) => build('host', 'main.js', content, shared),
    buildHotel: (content: string, shared: Shared[] = [react('19.2.0', '^19.0.0')]) => build('mf-hotel', 'remoteEntry.js', content, shared),
    release: (unit: string, version?: string) => releaseRemote({ store, repoRoot, remote: unit, ...(version ? { version } : {}) }),
  };
}

describe('the host is a release unit too (issue 16)', () => {
  it('stores an immutable host build under its content version and makes it live, in its own row, never in the remotes registry', async () => {
    const { store, storeDir, buildHost, release } = fakeRepo();
    buildHost('host one');
    const { version } = await release('host');
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(readFileSync(path.join(storeDir, 'host', version, 'main.js'), 'utf8')).toBe('host one');

    buildHost('host two');
    expect((await release('host')).previous).toBe(version);
    expect(readFileSync(path.join(storeDir, 'host', version, 'main.js'), 'utf8')).toBe('host one');
    expect(await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test')).toEqual({ remotes: [] });
    expect(statusTable(await readRegistry(store))).toMatch(/^host\s+1\.0\.0-[0-9a-f]{10}\s+2\s+release /m);
  });

  it('releasing a remote leaves the live host as it was', async () => {
    const { store, buildHost, buildHotel, release } = fakeRepo();
    buildHost('host');
    await release('host');
    const host = (await readRegistry(store)).remotes.host;
    buildHotel('hotel');
    await release('mf-hotel');
    expect((await readRegistry(store)).remotes.host).toEqual(host);
  });

  it('holds a remote against the live host release, not against a host/dist rebuilt since and never released', async () => {
    const { buildHost, buildHotel, release } = fakeRepo();
    buildHost('react 19', [react('19.2.0')]);
    const live = (await release('host')).version;
    // A shared package changed and the host was rebuilt, but nobody released it: the live host still provides 19.
    buildHost('react 20', [react('20.0.0')]);
    buildHotel('needs react 20', [react('20.0.0', '^20.0.0')]);
    await expect(release('mf-hotel')).rejects.toThrow(`mf-hotel needs shared modules the live host ${live} cannot provide:\n  react: needs ^20.0.0, the host provides 19.2.0`);

    await release('host');
    expect((await release('mf-hotel')).created).toBe(true);
  });

  it('counts react/jsx-runtime as it counts the singletons', async () => {
    const { buildHost, buildHotel, release } = fakeRepo();
    buildHost('host');
    await release('host');
    buildHotel('built for a newer JSX runtime', [react('19.2.0', '^19.0.0'), jsxRuntime('19.3.1')]);
    await expect(release('mf-hotel')).rejects.toThrow(/react\/jsx-runtime: needs \^19\.3\.1, the host provides 19\.2\.0/);
  });

  it('refuses a remote when it cannot tell: no host release is live, or the live one records no shared map', async () => {
    const { store, storeDir, buildHost, buildHotel, release } = fakeRepo();
    buildHotel('hotel');
    await expect(release('mf-hotel')).rejects.toThrow('cannot tell whether mf-hotel fits the live host: no host release is live (npm run release -- host)');

    buildHost('a host whose manifest has no shared map', null);
    await expect(release('host')).rejects.toThrow(/cannot tell what host shares: its build records no shared map/);
    expect((await readRegistry(store)).remotes).toEqual({});

    // A host release stored before its shared map was kept with it.
    mkdirSync(path.join(storeDir, 'host/old'), { recursive: true });
    writeFileSync(path.join(storeDir, 'host/old/mf-manifest.json'), '{}');
    await updateRegistry(store, 'production', () => ({ remotes: { host: { live: 'old', versions: ['old'], history: [] } } }));
    await expect(release('mf-hotel')).rejects.toThrow('cannot tell whether mf-hotel fits the live host: host old has no shared map in the store (mf-manifest.json)');
  });

  it('refuses a host that cannot provide what a live remote needs, naming the remote, and keeps the live host', async () => {
    const { store, buildHost, buildHotel, release } = fakeRepo();
    buildHost('react 19', [react('19.2.0'), jsxRuntime('19.2.0')]);
    const live = (await release('host')).version;
    buildHotel('hotel', [react('19.2.0', '^19.0.0'), jsxRuntime('19.2.0', '^19.0.0')]);
    const hotel = (await release('mf-hotel')).version;

    buildHost('react 18', [react('18.3.1'), jsxRuntime('18.3.1')]);
    await expect(release('host')).rejects.toThrow(ReleaseError);
    await expect(release('host')).rejects.toThrow(
      `the host build cannot provide what the live remotes need:\n  mf-hotel ${hotel}: react: needs ^19.0.0, the host provides 18.3.1\n  mf-hotel ${hotel}: react/jsx-runtime: needs ^19.0.0, the host provides 18.3.1`,
    );
    expect((await readRegistry(store)).remotes.host?.live).toBe(live);
  });

  it('rolls the host back like a remote, leaving every remote where it was', async () => {
    const { store, storeDir, buildHost, buildHotel, release } = fakeRepo();
    buildHost('one');
    const one = (await release('host')).version;
    buildHotel('hotel');
    await release('mf-hotel');
    buildHost('two');
    await release('host', 'trial');
    const hotel = (await readRegistry(store)).remotes['mf-hotel'];

    expect(await rollbackRemote({ store, remote: 'host' })).toEqual({ remote: 'host', from: 'trial', to: one });
    expect((await readRegistry(store)).remotes['mf-hotel']).toEqual(hotel);
    expect(existsSync(path.join(storeDir, 'host/trial/main.js'))).toBe(true);
    await expect(rollbackRemote({ store, remote: 'host' })).rejects.toThrow(/nothing older/);
  });
});
