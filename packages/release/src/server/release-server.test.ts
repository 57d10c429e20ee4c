import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { type ReleaseServer, startReleaseServer } from './release-server';
import { bothDrivers } from '../store/testing/store-drivers';

function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

const drivers = bothDrivers();

describe.each(drivers)('release server (the CDN stand-in) over %s', (_, open) => {
  let server: ReleaseServer;

  beforeAll(async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'release-build-'));
    writeFileSync(path.join(build, 'remoteEntry.js'), 'var mf_hotel;');
    // The build's brotli twin (compression-webpack-plugin), here plain text standing in for the compressed bytes.
    writeFileSync(path.join(build, 'remoteEntry.js.br'), 'brotli bytes');
    writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
    const store = open();
    await store.putBuild('mf-hotel/1.0.0-abc/', build, ['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br']);
    await store.put('registry.json', '{}');
    server = await startReleaseServer({ store, port: 0 });
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

  it('sends the brotli twin to a client that accepts it, saying so, and the plain file to one that does not', async () => {
    const url = `${server.url}/mf-hotel/1.0.0-abc/remoteEntry.js`;
    // fetch would decode brotli itself; a raw request shows what was sent.
    const compressed = await rawGet(url, { 'Accept-Encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(compressed.headers['content-type']).toContain('text/javascript');
    expect(compressed.body).toBe('brotli bytes');

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var mf_hotel;');
  });

  it('answers 304 to a client that holds the same copy', async () => {
    const url = `${server.url}/mf-hotel/1.0.0-abc/remoteEntry.js`;
    const first = await rawGet(url, { 'Accept-Encoding': 'br' });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^".+"$/);
    expect((await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': tag })).status).toBe(304);
    // The plain file is another representation: the brotli tag does not validate it.
    expect((await rawGet(url, { 'If-None-Match': tag })).status).toBe(200);
  });

  it.each(['/registry.json', '/mf-hotel/1.0.0-abc/missing.js', '/mf-hotel/..%2f..%2fregistry.json', '/etc/passwd'])(
    'answers 404 for %s',
    async (route) => {
      expect((await fetch(`${server.url}${route}`)).status).toBe(404);
    },
  );
});
