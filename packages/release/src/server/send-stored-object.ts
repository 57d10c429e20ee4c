import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoreDriver, StoredObject } from '../store/driver';
import { contentTypeOf } from './content-types';
import { acceptedEncodings, type ContentEncoding } from './encoded-file';
import { holdsCopy } from './send-static';

const twins: ReadonlyArray<{ encoding: ContentEncoding; suffix: string }> = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** The best stored representation of `key` for a request: its brotli or gzip twin when accepted and stored, else itself. */
async function chooseObject(store: StoreDriver, key: string, acceptEncoding: string | undefined): Promise<{ object: StoredObject; encoding: ContentEncoding | null } | null> {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { encoding, suffix } of twins) {
    if (!accepted.has(encoding)) continue;
    const object = await store.get(key + suffix);
    if (object) return { object, encoding };
  }
  const object = await store.get(key);
  return object ? { object, encoding: null } : null;
}

/**
 * Sends a stored build file from a bucket as the folder store's files are sent (send-static.ts): the twin the
 * client accepts with its Content-Encoding, `Vary: Accept-Encoding`, the object's ETag (a strong tag per
 * stored representation) and a 304 for a copy the client holds. Answers false, sending nothing, when missing.
 */
export async function sendStoredObject(request: IncomingMessage, response: ServerResponse, store: StoreDriver, key: string, cacheControl: string): Promise<boolean> {
  const chosen = await chooseObject(store, key, request.headers['accept-encoding']);
  if (!chosen) return false;
  const { object, encoding } = chosen;
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeOf(key),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
  };
  if (holdsCopy(request.headers['if-none-match'], object.etag)) {
    response.writeHead(304, headers).end();
    return true;
  }
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(200, { ...headers, 'Content-Length': object.body.length });
  response.end(request.method === 'HEAD' ? undefined : object.body);
  return true;
}
