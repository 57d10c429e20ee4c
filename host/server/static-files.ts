import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendStatic } from '@hotel/release';

/** Files whose names carry a content hash never change; the rest must be revalidated. */
export const hashedName = /\.[0-9a-f]{10}\.(js|css)(\.map)?$/;

/**
 * Pages go through the gate (the SPA fallback), never straight from disk; judged on the decoded name, so
 * `/index%2ehtml` is a page like `/index.html` (issue 14). Control characters name no file.
 */
const notStatic = /\.html?$|[\u0000-\u001f\u007f]/i;
/** Source maps stay in the store for the operators' status page; visitors get none (issue 17). */
const sourceMap = /\.map$/i;

/** Resolves a URL path inside `root`, or null when it would leave it, names no file, a page or a source map. */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (notStatic.test(decoded) || sourceMap.test(decoded)) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/** Hashed files are kept for a year; the rest (`main.js`, the page) are revalidated, and answered 304 when unchanged. */
export async function sendFile(request: IncomingMessage, response: ServerResponse, file: string, status = 200): Promise<void> {
  const cacheControl = hashedName.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (!(await sendStatic(request, response, file, { cacheControl, status }))) response.writeHead(404).end();
}
