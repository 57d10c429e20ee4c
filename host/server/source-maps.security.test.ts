import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFile } from './static-files';

/** Issue 17: the host release's source maps are kept in the store for the status page, never served. */
describe('host server: source maps stay in the store', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  for (const file of ['main.js', 'main.js.map', '243.d44dd72bc1.js', '243.d44dd72bc1.js.map']) writeFileSync(path.join(dist, file), '{}');

  it('finds the scripts but not their maps, however they are spelled', async () => {
    expect(await findFile(dist, '/main.js')).toBe(path.join(dist, 'main.js'));
    expect(await findFile(dist, '/243.d44dd72bc1.js')).toBe(path.join(dist, '243.d44dd72bc1.js'));
    for (const route of ['/main.js.map', '/243.d44dd72bc1.js.map', '/main.js.MAP', '/main.js%2emap']) expect(await findFile(dist, route)).toBeNull();
  });
});
