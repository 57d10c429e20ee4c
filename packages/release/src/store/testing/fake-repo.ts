import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FolderDriver } from '../folder-driver';
import { releaseRemote } from '../release-remote';

const manifest = JSON.stringify({ shared: [], exposes: [] });

/**
 * A repository with a host build (released and live, as every remote is held against the live host) and an
 * mf-hotel build, and a store to release it into under names the test picks.
 */
export async function fakeHotelRepo() {
  const repoRoot = mkdtempSync(path.join(tmpdir(), 'release-repo-'));
  const storeDir = path.join(repoRoot, '.releases');
  const store = new FolderDriver(storeDir);
  mkdirSync(path.join(repoRoot, 'host/dist'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'host/dist/mf-manifest.json'), manifest);
  writeFileSync(path.join(repoRoot, 'host/package.json'), JSON.stringify({ version: '1.0.0' }));
  await releaseRemote({ store, repoRoot, remote: 'host' });
  mkdirSync(path.join(repoRoot, 'mf-hotel/dist'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'mf-hotel/package.json'), JSON.stringify({ version: '1.0.0' }));
  writeFileSync(path.join(repoRoot, 'mf-hotel/dist/mf-manifest.json'), manifest);
  writeFileSync(path.join(repoRoot, 'mf-hotel/dist/remoteEntry.js'), 'entry');
  /** Releases the build as `version`: `releaseRemote`'s answer, or the error it throws. */
  const release = (version: string, force = false) => releaseRemote({ store, repoRoot, remote: 'mf-hotel', version, force });
  return { store, storeDir, release };
}
