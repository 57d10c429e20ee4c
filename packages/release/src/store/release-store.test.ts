import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistry } from './environments';
import { FolderDriver } from './folder-driver';
import { ReleaseError, releaseRemote } from './release-remote';
import { rollbackRemote } from './rollback-remote';
import { toRuntimeRegistry } from './runtime-registry';
import { storedVersionFits } from './backup-source';
import { statusTable } from './status-table';

interface Shared {
  name: string;
  version: string;
  singleton: boolean;
  requiredVersion: string;
}

function manifest(shared: Shared[]): string {
  return JSON.stringify({ shared, exposes: [] });
}

/** A fake repository with a live host release and one remote build whose content the test controls. */
async function fakeRepo() {
  const repoRoot = mkdtempSync(path.join(tmpdir(), 'release-repo-'));
  const storeDir = path.join(repoRoot, '.releases');
  const store = new FolderDriver(storeDir);
  mkdirSync(path.join(repoRoot, 'host/dist'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'host/package.json'), JSON.stringify({ version: '1.0.0' }));
  writeFileSync(
    path.join(repoRoot, 'host/dist/mf-manifest.json'),
    manifest([{ name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' }]),
  );
  await releaseRemote({ store, repoRoot, remote: 'host' });
  mkdirSync(path.join(repoRoot, 'mf-hotel/dist'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'mf-hotel/package.json'), JSON.stringify({ version: '1.2.0' }));
  const build = (content: string, reactRange = '^19.0.0') => {
    writeFileSync(path.join(repoRoot, 'mf-hotel/dist/remoteEntry.js'), content);
    writeFileSync(
      path.join(repoRoot, 'mf-hotel/dist/mf-manifest.json'),
      manifest([{ name: 'react', version: '19.2.0', singleton: true, requiredVersion: reactRange }]),
    );
  };
  return { repoRoot, store, storeDir, build };
}

describe('release store (issue 2: release and rollback)', () => {
  it('stores each build once, under the package version and a hash of its files, and makes it live', async () => {
    const { repoRoot, store, storeDir, build } = await fakeRepo();
    build('first');
    const first = await releaseRemote({ store, repoRoot, remote: 'mf-hotel' });
    expect(first.version).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    expect(first.created).toBe(true);
    expect(readFileSync(path.join(storeDir, 'mf-hotel', first.version, 'remoteEntry.js'), 'utf8')).toBe('first');

    const again = await releaseRemote({ store, repoRoot, remote: 'mf_hotel' });
    expect(again).toMatchObject({ version: first.version, created: false, previous: first.version });
    expect((await readRegistry(store)).remotes['mf-hotel']?.versions).toEqual([first.version]);
  });

  it('rolls back to the previous release, or to a named one, and never rewrites a stored release', async () => {
    const { repoRoot, store, storeDir, build } = await fakeRepo();
    build('one');
    const one = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    build('two');
    const two = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    build('three');
    const three = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel', version: '2.0.0' })).version;
    expect(three).toBe('2.0.0');

    expect(await rollbackRemote({ store, remote: 'mf-hotel' })).toEqual({ remote: 'mf-hotel', from: '2.0.0', to: two });
    expect((await rollbackRemote({ store, remote: 'mf-hotel', to: one })).to).toBe(one);
    await expect(rollbackRemote({ store, remote: 'mf-hotel' })).rejects.toThrow(/nothing older/);
    await expect(rollbackRemote({ store, remote: 'mf-hotel', to: 'nope' })).rejects.toThrow(/no release "nope"/);

    const record = (await readRegistry(store)).remotes['mf-hotel'];
    expect(record?.live).toBe(one);
    expect(record?.history.map((event) => event.action)).toEqual(['release', 'release', 'release', 'rollback', 'rollback']);
    expect(readFileSync(path.join(storeDir, 'mf-hotel', one, 'remoteEntry.js'), 'utf8')).toBe('one');
  });

  it('rolls back to the build released again before a trial, not to an older trial stored after it', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('stable');
    const stable = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    build('trial one');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel', version: 'trial-1' });
    build('stable');
    expect((await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version).toBe(stable);
    build('trial two');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel', version: 'trial-2' });

    expect((await rollbackRemote({ store, remote: 'mf-hotel' })).to).toBe(stable);
    expect((await rollbackRemote({ store, remote: 'mf-hotel' })).to).toBe('trial-1');
  });

  it('after a trial was rolled back and the stable build stayed live, the next trial rolls back to the stable build', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('stable');
    const stable = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    build('trial one');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel', version: 'trial-1' });
    expect((await rollbackRemote({ store, remote: 'mf-hotel' })).to).toBe(stable);
    build('stable');
    expect(await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).toMatchObject({ version: stable, previous: stable });
    build('trial two');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel', version: 'trial-2' });

    expect((await rollbackRemote({ store, remote: 'mf-hotel' })).to).toBe(stable);
  });

  it('refuses a build whose shared singletons the live host cannot satisfy', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('needs react 20', '^20.0.0');
    await expect(releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).rejects.toThrow(ReleaseError);
    await expect(releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).rejects.toThrow(/react: needs \^20\.0\.0, the host provides 19\.2\.0/);
    expect((await readRegistry(store)).remotes['mf-hotel']).toBeUndefined();
  });

  it('refuses unknown remotes and unsafe version names', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('x');
    await expect(releaseRemote({ store, repoRoot, remote: 'mf-nope' })).rejects.toThrow(/unknown remote/);
    await expect(releaseRemote({ store, repoRoot, remote: 'mf-hotel', version: '../evil' })).rejects.toThrow(/not a valid version/);
  });

  it('tells the host where each live manifest is, and prints a status table', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('x');
    const { version } = await releaseRemote({ store, repoRoot, remote: 'mf-hotel' });
    expect(await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test/')).toEqual({
      remotes: [{ name: 'mf_hotel', version, entry: `http://cdn.test/mf-hotel/${version}/mf-manifest.json` }],
    });
    const table = statusTable(await readRegistry(store));
    expect(table).toMatch(new RegExp(`mf-hotel\\s+${version}\\s+1\\s+release ${version}`));
    expect(table).toMatch(/mf-search\s+\(never released\)/);
  });
});

describe('the backup source the host is told of', () => {
  const entryOf = (version: string) => `http://cdn.test/mf-hotel/${version}/mf-manifest.json`;

  it('is the version live before, while it is stored and the host still fits it', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('one');
    const first = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    build('two');
    const second = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    const fits = storedVersionFits(store);

    expect((await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test', fits)).remotes).toEqual([
      { name: 'mf_hotel', version: second, entry: entryOf(second), backup: { version: first, entry: entryOf(first) } },
    ]);
    // Without a way to tell whether it fits, no backup is offered.
    expect((await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test')).remotes[0]).not.toHaveProperty('backup');
  });

  it('is none for a first release, and none after a rollback to the oldest', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('one');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel' });
    const fits = storedVersionFits(store);
    expect((await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test', fits)).remotes[0]).not.toHaveProperty('backup');

    build('two');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel' });
    await rollbackRemote({ store, remote: 'mf-hotel' });
    expect((await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test', fits)).remotes[0]).not.toHaveProperty('backup');
  });

  it('is left out when the older version needs what the host no longer provides, or is gone from the store', async () => {
    const { repoRoot, store, build } = await fakeRepo();
    build('needs react 19.2', '^19.2.0');
    const first = (await releaseRemote({ store, repoRoot, remote: 'mf-hotel' })).version;
    build('two');
    await releaseRemote({ store, repoRoot, remote: 'mf-hotel' });
    // The host moved on to a React the older build does not accept (the live one does).
    writeFileSync(
      path.join(repoRoot, 'host/dist/mf-manifest.json'),
      manifest([{ name: 'react', version: '19.1.0', singleton: true, requiredVersion: '^19.1.0' }]),
    );
    const host = (await releaseRemote({ store, repoRoot, remote: 'host' })).version;
    const fits = storedVersionFits(store);
    expect(await fits('mf-hotel', first, host)).toBe(false);
    expect(await fits('mf-hotel', 'never-stored', host)).toBe(false);
    expect((await toRuntimeRegistry(await readRegistry(store), 'http://cdn.test', fits)).remotes[0]).not.toHaveProperty('backup');
  });
});
