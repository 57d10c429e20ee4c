import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFilesName } from '@hotel/mf-build/build-files';
import { missingBuildFiles } from './missing-files';

/** A remote's build as webpack writes it: entry, one exposed page with its script and style, one shared library. */
function completeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'missing-files-'));
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'HotelDetailPage',
        assets: { js: { sync: ['__federation_expose_HotelDetailPage.1a.js'], async: ['lang-ja.2b.js'] }, css: { sync: ['page.3c.css'], async: [] } },
      },
    ],
    shared: [{ name: '@hotel/bus', assets: { js: { sync: ['225.4d.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  const files = ['remoteEntry.js', '__federation_expose_HotelDetailPage.1a.js', 'lang-ja.2b.js', 'page.3c.css', '225.4d.js', 'mf-stats.json'];
  for (const file of files) writeFileSync(path.join(dist, file), file);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, buildFilesName), JSON.stringify({ files: [...files, 'mf-manifest.json'] }));
  return dist;
}

describe('a release checks the build has every file it names before copying it (issue 16)', () => {
  it('finds nothing missing in a complete build', () => {
    expect(missingBuildFiles(completeBuild())).toEqual([]);
  });

  it("names a missing remoteEntry.js as the remote's entry", () => {
    const dist = completeBuild();
    rmSync(path.join(dist, 'remoteEntry.js'));
    expect(missingBuildFiles(dist)).toEqual(["remoteEntry.js (the remote's entry) is missing"]);
  });

  it('names a missing page script, style or shared chunk with what needs it', () => {
    const dist = completeBuild();
    for (const file of ['lang-ja.2b.js', 'page.3c.css', '225.4d.js']) rmSync(path.join(dist, file));
    expect(missingBuildFiles(dist)).toEqual([
      'lang-ja.2b.js (exposed HotelDetailPage) is missing',
      'page.3c.css (exposed HotelDetailPage) is missing',
      '225.4d.js (shared @hotel/bus) is missing',
    ]);
  });

  it('names a file build-files.json lists that is gone, and a manifest it cannot read', () => {
    const dist = completeBuild();
    rmSync(path.join(dist, 'mf-stats.json'));
    expect(missingBuildFiles(dist)).toEqual(['mf-stats.json (listed in build-files.json) is missing']);
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{ half a manifest');
    expect(missingBuildFiles(dist)).toEqual([expect.stringMatching(/^mf-manifest\.json cannot be read: /)]);
  });

  it('lists at most eight missing files, and says how many more', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'missing-files-'));
    const chunks = Array.from({ length: 11 }, (_, i) => `${i}.js`);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'Page', assets: { js: { sync: chunks } } }] }));
    const lines = missingBuildFiles(dist);
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toBe('… and 4 more files are missing');
  });
});
