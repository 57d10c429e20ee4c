import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptedEncodings, encodedFile } from './encoded-file';

describe('which encodings a client accepts', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=1.0, gzip;q=0.5', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
    [undefined, []],
  ] as const)('%p → %p', (header, expected) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...expected].sort());
  });
});

describe('the representation a client is sent', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'encoded-'));
  const both = path.join(dir, 'main.js');
  writeFileSync(both, 'plain '.repeat(100));
  writeFileSync(`${both}.br`, 'brotli');
  writeFileSync(`${both}.gz`, 'gzipped');
  const plainOnly = path.join(dir, 'tiny.js');
  writeFileSync(plainOnly, 'x');

  it('is the brotli twin for a browser, gzip for a client without brotli, the file itself for one with neither', async () => {
    expect(await encodedFile(both, 'gzip, deflate, br')).toMatchObject({ path: `${both}.br`, encoding: 'br', size: 6 });
    expect(await encodedFile(both, 'gzip')).toMatchObject({ path: `${both}.gz`, encoding: 'gzip', size: 7 });
    expect(await encodedFile(both, undefined)).toMatchObject({ path: both, encoding: null, size: 600 });
  });

  it('is the file itself when the build made no twin (too small to gain), and nothing for a missing file', async () => {
    expect(await encodedFile(plainOnly, 'br, gzip')).toMatchObject({ path: plainOnly, encoding: null });
    expect(await encodedFile(path.join(dir, 'missing.js'), 'br')).toBeNull();
  });
});
