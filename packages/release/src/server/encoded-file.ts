import { stat } from 'node:fs/promises';

export type ContentEncoding = 'br' | 'gzip';

export interface EncodedFile {
  /** The file to send: the original, or its `.br` / `.gz` twin made at build time. */
  path: string;
  encoding: ContentEncoding | null;
  size: number;
  mtimeMs: number;
}

/** Brotli first (smaller), then gzip. */
const preference: ReadonlyArray<{ encoding: ContentEncoding; suffix: string }> = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The encodings an `Accept-Encoding` header allows: named with a q above 0, or covered by `*`. */
export function acceptedEncodings(header: string | undefined): Set<ContentEncoding> {
  const accepted = new Set<ContentEncoding>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!token) continue;
    if (!(weight > 0)) refused.add(token);
    else if (token === '*') wildcard = true;
    else if (token === 'br' || token === 'gzip') accepted.add(token);
  }
  if (wildcard) for (const { encoding } of preference) if (!refused.has(encoding)) accepted.add(encoding);
  return accepted;
}

/**
 * The best representation of `file` for a request: a precompressed twin when the client accepts its encoding
 * and the build made one (compression-webpack-plugin skips files it cannot shrink), else the file itself.
 * Null when the file is missing.
 */
export async function encodedFile(file: string, acceptEncoding: string | undefined): Promise<EncodedFile | null> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of preference) {
    if (!accepted.has(encoding)) continue;
    const twin = await stat(file + suffix).catch(() => null);
    if (twin?.isFile()) return { path: file + suffix, encoding, size: twin.size, mtimeMs: twin.mtimeMs };
  }
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { path: file, encoding: null, size: info.size, mtimeMs: info.mtimeMs } : null;
}
