import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFilesName } from '@hotel/mf-build/build-files';
import { buildFiles, contentVersion } from './content-version';
import { FolderDriver } from './folder-driver';
import { releaseRemote } from './release-remote';

/** A repository whose mf-hotel build is written as webpack writes it: its files, and the list naming them. */
function repoWithBuild() {
  const repoRoot = mkdtempSync(path.join(tmpdir(), 'content-version-'));
  const dist = path.join(repoRoot, 'mf-hotel/dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(repoRoot, 'mf-hotel/package.json'), JSON.stringify({ version: '1.0.0' }));
  const files: Record<string, string> = {
    'remoteEntry.js': 'entry',
    'mf-manifest.json': JSON.stringify({ shared: [], exposes: [] }),
    'hotel-detail-route.523842085f.js': 'route',
    'hotel-detail-route.523842085f.js.map': 'map',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dist, name), content);
  writeFileSync(path.join(dist, buildFilesName), JSON.stringify({ files: Object.keys(files).sort() }));
  return { repoRoot, dist, storeDir: path.join(repoRoot, '.releases') };
}

describe('a build is what its build-files.json names (issue 16: a turbo cache restore keeps old chunks in dist/)', () => {
  it('gives the same version with or without a stale chunk an earlier build left beside it', async () => {
    const { dist } = repoWithBuild();
    const clean = contentVersion(dist, '1.0.0');
    writeFileSync(path.join(dist, 'hotel-detail-route.0000000000.js'), 'the route of an earlier build');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/old.0000000000.svg'), '<svg/>');
    expect(contentVersion(dist, '1.0.0')).toBe(clean);
    expect(buildFiles(dist)).not.toContain('hotel-detail-route.0000000000.js');
  });

  it('still tells two builds apart by what they emitted', async () => {
    const { dist } = repoWithBuild();
    const before = contentVersion(dist, '1.0.0');
    writeFileSync(path.join(dist, 'hotel-detail-route.523842085f.js'), 'route, changed');
    expect(contentVersion(dist, '1.0.0')).not.toBe(before);
  });

  it('releases only the files of the build, not the stale ones', async () => {
    const { repoRoot, dist, storeDir } = repoWithBuild();
    writeFileSync(path.join(dist, 'hotel-detail-route.0000000000.js'), 'the route of an earlier build');
    mkdirSync(path.join(repoRoot, 'host/dist'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'host/package.json'), JSON.stringify({ version: '1.0.0' }));
    writeFileSync(path.join(repoRoot, 'host/dist/mf-manifest.json'), JSON.stringify({ shared: [], exposes: [] }));
    const store = new FolderDriver(storeDir);
    await releaseRemote({ store, repoRoot, remote: 'host' });
    const { version } = await releaseRemote({ store, repoRoot, remote: 'mf-hotel' });
    expect(readdirSync(path.join(storeDir, 'mf-hotel', version)).sort()).toEqual(
      [buildFilesName, 'hotel-detail-route.523842085f.js', 'hotel-detail-route.523842085f.js.map', 'mf-manifest.json', 'remoteEntry.js'].sort(),
    );
  });

  it('reads a build from before the list whole', async () => {
    const legacy = mkdtempSync(path.join(tmpdir(), 'legacy-build-'));
    writeFileSync(path.join(legacy, 'remoteEntry.js'), 'entry');
    writeFileSync(path.join(legacy, 'mf-manifest.json'), '{}');
    expect(buildFiles(legacy)).toEqual(['mf-manifest.json', 'remoteEntry.js']);
  });
});
