import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PreconditionFailedError } from './driver';
import { bothDrivers, s3TestServerForSuite } from './testing/store-drivers';

const s3 = s3TestServerForSuite();
const drivers = bothDrivers(s3);

/** A build folder as webpack leaves it: text files with their brotli and gzip twins, and the manifest. */
function buildFolder(): { dir: string; files: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'driver-build-'));
  mkdirSync(path.join(dir, 'static'));
  const files = { 'remoteEntry.js': 'var mf;', 'remoteEntry.js.br': 'br bytes', 'remoteEntry.js.gz': 'gz bytes', 'static/page.css': 'a{}', 'mf-manifest.json': '{"shared":[]}' };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return { dir, files: Object.keys(files).sort() };
}

describe.each(drivers)('%s (the release store behind one interface, issue 17)', (_, open) => {
  it('gives back what was put, with an ETag, and null for a key never put', async () => {
    const store = open();
    expect(await store.get('registry.json')).toBeNull();
    expect(await store.exists('registry.json')).toBe(false);
    const { etag } = await store.put('registry.json', '{"remotes":{}}');
    const found = await store.get('registry.json');
    expect(found?.body.toString()).toBe('{"remotes":{}}');
    expect(found?.etag).toBe(etag);
    expect(await store.exists('registry.json')).toBe(true);
  });

  it('writes with If-None-Match: * only while there is no such object', async () => {
    const store = open();
    await store.put('registry.staging.json', 'first', { ifNoneMatch: '*' });
    await expect(store.put('registry.staging.json', 'second', { ifNoneMatch: '*' })).rejects.toThrow(PreconditionFailedError);
    expect((await store.get('registry.staging.json'))?.body.toString()).toBe('first');
  });

  it('writes with If-Match only while the object still has the ETag read', async () => {
    const store = open();
    const { etag } = await store.put('registry.json', 'one');
    const { etag: next } = await store.put('registry.json', 'two', { ifMatch: etag });
    await expect(store.put('registry.json', 'lost update', { ifMatch: etag })).rejects.toThrow(PreconditionFailedError);
    expect((await store.get('registry.json'))?.body.toString()).toBe('two');
    expect(next).not.toBe(etag);
  });

  it('gives a read made while the object is replaced the whole old or the whole new object, as S3 does', async () => {
    const store = open();
    const versions = ['a', 'b', 'c'].map((letter) => letter.repeat(2_000_000));
    await store.put('registry.json', versions[0] as string);
    const writes = [1, 2, 1, 2].map((i) => store.put('registry.json', versions[i] as string));
    const reads = Array.from({ length: 12 }, () => store.get('registry.json'));
    const [read] = await Promise.all([Promise.all(reads), Promise.all(writes)]);
    expect(read.map((found) => versions.indexOf(found?.body.toString() ?? '')).every((index) => index >= 0)).toBe(true);
  });

  it('stores a build whole, lists it, and removes it', async () => {
    const store = open();
    const build = buildFolder();
    await store.putBuild('mf-hotel/1.0.0-abc/', build.dir, build.files);
    expect(await store.list('mf-hotel/')).toEqual(build.files.map((file) => `mf-hotel/1.0.0-abc/${file}`));
    expect((await store.get('mf-hotel/1.0.0-abc/static/page.css'))?.body.toString()).toBe('a{}');
    await store.removeAll('mf-hotel/1.0.0-abc/');
    expect(await store.list('mf-hotel/')).toEqual([]);
    expect(await store.exists('mf-hotel/1.0.0-abc/mf-manifest.json')).toBe(false);
  });
});

describe('the S3 driver uploads builds for a CDN', () => {
  it('with a year-long immutable cache, the type of the file, and the encoding of each compressed twin', async () => {
    const store = s3().driver('headers');
    const build = buildFolder();
    await store.putBuild('mf-hotel/1.0.0-abc/', build.dir, build.files);
    const headersOf = async (file: string) => {
      const answer = await fetch(`${s3().endpoint}/${s3().bucket}/headers/mf-hotel/1.0.0-abc/${file}`, { method: 'HEAD' });
      return ['cache-control', 'content-type', 'content-encoding'].map((name) => answer.headers.get(name));
    };
    expect(await headersOf('remoteEntry.js')).toEqual(['public, max-age=31536000, immutable', 'text/javascript; charset=utf-8', null]);
    expect(await headersOf('remoteEntry.js.br')).toEqual(['public, max-age=31536000, immutable', 'text/javascript; charset=utf-8', 'br']);
    expect(await headersOf('remoteEntry.js.gz')).toEqual(['public, max-age=31536000, immutable', 'text/javascript; charset=utf-8', 'gzip']);
    expect(await headersOf('static/page.css')).toEqual(['public, max-age=31536000, immutable', 'text/css; charset=utf-8', null]);
  });
});
