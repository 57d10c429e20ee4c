import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistry } from '../store/environments';
import { FolderDriver } from '../store/folder-driver';
import { ReleaseError, releaseRemote, type StoredRelease } from '../store/release-remote';
import { releaseVerified } from './release-verified';
import type { Verification } from './verify-candidate';

/** A repository with one mf-hotel build; `build` writes another. */
async function fakeRepo() {
  const repoRoot = mkdtempSync(path.join(tmpdir(), 'release-verified-'));
  const storeDir = path.join(repoRoot, '.releases');
  const store = new FolderDriver(storeDir);
  const dist = path.join(repoRoot, 'mf-hotel/dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(repoRoot, 'mf-hotel/package.json'), JSON.stringify({ version: '1.2.0' }));
  const build = (content: string) => {
    writeFileSync(path.join(dist, 'remoteEntry.js'), content);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [], exposes: [] }));
  };
  // A live host release, which every remote is held against (its shared map is empty here, as the remote's).
  mkdirSync(path.join(repoRoot, 'host/dist'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'host/package.json'), JSON.stringify({ version: '1.0.0' }));
  writeFileSync(path.join(repoRoot, 'host/dist/mf-manifest.json'), JSON.stringify({ shared: [], exposes: [] }));
  await releaseRemote({ store, repoRoot, remote: 'host' });
  build('stable');
  return { repoRoot, storeDir, dist, build, options: { store, repoRoot, remote: 'mf-hotel' } };
}

const passes = async (): Promise<Verification> => ({ problems: [], pages: ['/hotel/12'], ms: 1 });
const throwsAtRender = async (): Promise<Verification> => ({
  problems: ['/hotel/12: mf_hotel/HotelDetailPage showed its fallback panel instead of the page'],
  pages: [],
  ms: 1,
});

describe('release goes live only after the candidate rendered on the running site (issue 16)', () => {
  it('checks the stored candidate, then makes it live', async () => {
    const { options, storeDir } = await fakeRepo();
    const checked: StoredRelease[] = [];
    const result = await releaseVerified(options, async (stored) => {
      checked.push(stored);
      expect(existsSync(path.join(storeDir, stored.prefix, 'remoteEntry.js'))).toBe(true);
      expect((await readRegistry(options.store)).remotes['mf-hotel']).toBeUndefined();
      return passes();
    });
    expect(checked.map((stored) => stored.version)).toEqual([result.version]);
    expect((await readRegistry(options.store)).remotes['mf-hotel']?.live).toBe(result.version);
    expect(result.verification?.pages).toEqual(['/hotel/12']);
  });

  it('refuses a candidate that failed, with the reason, and leaves the registry and the store as they were', async () => {
    const { options, build, storeDir } = await fakeRepo();
    const stable = (await releaseRemote(options)).version;
    const registryBefore = readFileSync(path.join(storeDir, 'registry.json'), 'utf8');
    build('throws at render');
    const refused = releaseVerified({ ...options, version: 'trial-1' }, throwsAtRender);
    await expect(refused).rejects.toThrow(ReleaseError);
    await expect(refused).rejects.toThrow(
      'mf-hotel trial-1 failed the check before going live; the live version is unchanged:\n  /hotel/12: mf_hotel/HotelDetailPage showed its fallback panel',
    );
    expect(readFileSync(path.join(storeDir, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect((await readRegistry(options.store)).remotes['mf-hotel']?.live).toBe(stable);
    expect(existsSync(path.join(storeDir, 'mf-hotel/trial-1'))).toBe(false);
  });

  it('keeps a stored release it did not copy, though it fails now', async () => {
    const { options, build, storeDir } = await fakeRepo();
    const first = (await releaseRemote(options)).version;
    build('second');
    await releaseRemote(options);
    await expect(releaseVerified({ ...options, version: first }, throwsAtRender)).rejects.toThrow(/failed the check/);
    expect(existsSync(path.join(storeDir, 'mf-hotel', first, 'remoteEntry.js'))).toBe(true);
  });

  it('turns a check that could not run into a refusal', async () => {
    const { options } = await fakeRepo();
    const crashed = releaseVerified(options, async () => {
      throw new Error('Chromium did not start');
    });
    await expect(crashed).rejects.toThrow(/the check could not run: Chromium did not start/);
    expect((await readRegistry(options.store)).remotes['mf-hotel']).toBeUndefined();
  });

  it('does not check the version that is live already, nor when told not to', async () => {
    const { options, build } = await fakeRepo();
    const live = (await releaseRemote(options)).version;
    const check = jest.fn(passes);
    expect(await releaseVerified(options, check)).toMatchObject({ version: live, verification: null });
    build('unchecked');
    const unchecked = await releaseVerified(options, null);
    expect(unchecked).toMatchObject({ previous: live, verification: null });
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses a build without remoteEntry.js before copying anything, from a folder of its own (--dist)', async () => {
    const { options, dist, storeDir } = await fakeRepo();
    const candidate = mkdtempSync(path.join(tmpdir(), 'candidate-'));
    writeFileSync(path.join(candidate, 'mf-manifest.json'), readFileSync(path.join(dist, 'mf-manifest.json')));
    const check = jest.fn(passes);
    await expect(releaseVerified({ ...options, distDir: candidate }, check)).rejects.toThrow(
      `mf-hotel's build in ${candidate} is incomplete:\n  remoteEntry.js (the remote's entry) is missing`,
    );
    expect(check).not.toHaveBeenCalled();
    expect(existsSync(path.join(storeDir, 'mf-hotel'))).toBe(false);
    rmSync(candidate, { recursive: true });
  });
});
