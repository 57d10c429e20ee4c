import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ReleaseServer, startReleaseServer } from './release-server';

describe('release server (the CDN stand-in)', () => {
  let server: ReleaseServer;

  beforeAll(async () => {
    const storeDir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
    mkdirSync(path.join(storeDir, 'mf-hotel/1.0.0-abc'), { recursive: true });
    writeFileSync(path.join(storeDir, 'mf-hotel/1.0.0-abc/remoteEntry.js'), 'var mf_hotel;');
    writeFileSync(path.join(storeDir, 'registry.json'), '{}');
    server = await startReleaseServer({ storeDir, port: 0 });
  });

  afterAll(() => server.close());

  it('serves release files to any origin, cacheable forever', async () => {
    const response = await fetch(`${server.url}/mf-hotel/1.0.0-abc/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('var mf_hotel;');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it.each(['/registry.json', '/mf-hotel/1.0.0-abc/missing.js', '/mf-hotel/..%2f..%2fregistry.json', '/etc/passwd'])(
    'answers 404 for %s',
    async (route) => {
      expect((await fetch(`${server.url}${route}`)).status).toBe(404);
    },
  );
});
