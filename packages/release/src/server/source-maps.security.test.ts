import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FolderDriver } from '../store/folder-driver';
import { type ReleaseServer, startReleaseServer } from './release-server';

/** Issue 17: source maps are kept with each release for the operators, and the CDN never hands them out. */
describe('release server: source maps stay in the store', () => {
  let server: ReleaseServer;

  beforeAll(async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
    const dir = path.join(storeDir, 'mf-hotel/1.0.0-abc');
    mkdirSync(dir, { recursive: true });
    for (const file of ['rooms.0123456789.js', 'rooms.0123456789.js.map', 'remoteEntry.js.map', 'style.css.map']) writeFileSync(path.join(dir, file), '{}');
    server = await startReleaseServer({ store: new FolderDriver(storeDir), port: 0 });
  });
  afterAll(() => server.close());

  it('serves the script, and answers 404 for its map however it is spelled', async () => {
    expect((await fetch(`${server.url}/mf-hotel/1.0.0-abc/rooms.0123456789.js`)).status).toBe(200);
    for (const file of ['rooms.0123456789.js.map', 'remoteEntry.js.map', 'style.css.map', 'rooms.0123456789.js.MAP', 'rooms.0123456789.js%2emap']) {
      expect({ file, status: (await fetch(`${server.url}/mf-hotel/1.0.0-abc/${file}`)).status }).toEqual({ file, status: 404 });
    }
  });
});
