import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedBody } from './compression';

const big = JSON.stringify({ rooms: Array.from({ length: 50 }, (_, i) => ({ code: `R${i}`, name: 'Twin room with a view' })) });

describe('API answers compressed as the real services send them', () => {
  it('takes brotli first, then gzip, and decodes back to the same text', () => {
    const br = compressedBody(big, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(big);
    expect(br.bytes.byteLength).toBeLessThan(big.length / 4);
    const gzip = compressedBody(big, 'gzip;q=1.0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(big);
  });

  it('sends small answers and callers that take no encoding the text as it is', () => {
    expect(compressedBody('{"ok":true}', 'br').encoding).toBeNull();
    expect(compressedBody(big, undefined)).toEqual({ bytes: Buffer.from(big), encoding: null });
  });
});
