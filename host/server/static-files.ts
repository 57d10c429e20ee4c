import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose names carry a content hash never change; the rest must be revalidated. */
const hashedName = /\.[0-9a-f]{10}\.(js|css)(\.map)?$/;

/** Resolves a URL path inside `root`, or null when it would leave it or names no file. */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

export function sendFile(response: ServerResponse, file: string, status = 200): void {
  const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const cache = hashedName.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache });
  createReadStream(file).pipe(response);
}
