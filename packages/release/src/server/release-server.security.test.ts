import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ReleaseServer, startReleaseServer } from './release-server';
import { FolderDriver } from '../store/folder-driver';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the target exactly as written: fetch would normalise `%2e%2e` and `..` before sending. */
function raw(base: string, target: string, method = 'GET'): Promise<RawAnswer> {
  const url = new URL(base);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send({ host: url.hostname, port: url.port, path: target, method, rejectUnauthorized: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

const storeDir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
mkdirSync(path.join(storeDir, 'mf-hotel/1.0.0-abc'), { recursive: true });
writeFileSync(path.join(storeDir, 'mf-hotel/1.0.0-abc/remoteEntry.js'), 'var mf_hotel;');
writeFileSync(path.join(storeDir, 'registry.json'), '{"secret":"the registry is not the CDN\'s"}');
// A file beside the store, which no path may reach.
writeFileSync(path.join(path.dirname(storeDir), 'outside-the-store.txt'), 'outside');

const entry = '/mf-hotel/1.0.0-abc/remoteEntry.js';
let server: ReleaseServer;

beforeAll(async () => {
  server = await startReleaseServer({ store: new FolderDriver(storeDir), port: 0 });
});
afterAll(() => server.close());

describe('methods (issue 14)', () => {
  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'PROPFIND', 'PATCH'])('answers %s with 405 and the methods it allows, never the file', async (method) => {
    const answer = await raw(server.url, entry, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(answer.body).not.toContain('mf_hotel');
  });

  it('keeps serving GET and HEAD', async () => {
    expect((await raw(server.url, entry)).body).toBe('var mf_hotel;');
    const head = await raw(server.url, entry, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, '13', '']);
  });

  it('answers a CORS preflight without a body', async () => {
    const answer = await raw(server.url, entry, 'OPTIONS');
    expect([answer.status, answer.body]).toEqual([204, '']);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('percent-encoded paths are judged by what they decode to (issue 14)', () => {
  it('serves /remoteEntry%2ejs as the same file as /remoteEntry.js', async () => {
    const answer = await raw(server.url, '/mf-hotel/1.0.0-abc/remoteEntry%2ejs');
    expect([answer.status, answer.body]).toEqual([200, 'var mf_hotel;']);
  });

  it.each([
    ['an encoded NUL', '/mf-hotel/1.0.0-abc/remoteEntry.js%00'],
    ['an encoded NUL before a harmless suffix', '/mf-hotel/1.0.0-abc/remoteEntry.js%00.png'],
    ['an encoded backslash traversal', '/mf-hotel/1.0.0-abc/..%5c..%5cregistry.json'],
    ['an encoded line break', '/mf-hotel/1.0.0-abc/remote%0d%0aEntry.js'],
    ['a malformed escape', '/mf-hotel/1.0.0-abc/%E0%A4%A'],
    ['an overlong UTF-8 slash', '/mf-hotel/1.0.0-abc/%c0%af..%c0%afregistry.json'],
  ])('answers 400 for %s', async (_label, target) => {
    expect((await raw(server.url, target)).status).toBe(400);
  });

  it.each([
    '/mf-hotel/1.0.0-abc/%2e%2e/%2e%2e/registry.json',
    '/mf-hotel/1.0.0-abc/%2e%2e%2f%2e%2e%2fregistry.json',
    '/mf-hotel/1.0.0-abc/..%2f..%2f..%2foutside-the-store.txt',
    '/mf-hotel/1.0.0-abc/%252e%252e%252fregistry.json',
    '/mf-hotel/../../outside-the-store.txt',
    '/mf-hotel/1.0.0-abc/%2fetc%2fpasswd',
    '//etc/passwd',
  ])('never leaves the store for %s', async (target) => {
    const answer = await raw(server.url, target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).toBe('');
  });
});

describe('HSTS (issue 14)', () => {
  it('is never sent over plain http', async () => {
    expect((await raw(server.url, entry)).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer over https, a year long', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    const tls = await startReleaseServer({ store: new FolderDriver(storeDir), port: 0, tls: { key: readFileSync(key), cert: readFileSync(cert) } });
    try {
      expect(tls.url).toMatch(/^https:/);
      for (const [target, status] of [[entry, 200], ['/registry.json', 404]] as const) {
        const answer = await raw(tls.url, target);
        expect(answer.status).toBe(status);
        expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      }
    } finally {
      await tls.close();
    }
  });
});
