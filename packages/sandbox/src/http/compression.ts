import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed body saves less than its headers cost. */
const minimumBytes = 1024;

/**
 * A text or JSON answer compressed as the services we stand in for do (they sit behind CDNs and load balancers
 * that gzip), so a page's API traffic is measured as a visitor would meet it: brotli when the caller takes it,
 * else gzip, else as it is.
 */
export function compressedBody(text: string, acceptEncoding: string | undefined): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
  const bytes = Buffer.from(text);
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
  if (bytes.byteLength < minimumBytes) return { bytes, encoding: null };
  if (accepted.has('br')) return { bytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  if (accepted.has('gzip')) return { bytes: gzipSync(bytes, { level: 6 }), encoding: 'gzip' };
  return { bytes, encoding: null };
}
