import type { IncomingMessage } from 'node:http';
import { readSmallBody } from './respond';

/** A small posted form (`application/x-www-form-urlencoded`, at most `maxBytes`), or null when it is larger. */
export async function readFormBody(request: IncomingMessage, maxBytes = 4096): Promise<URLSearchParams | null> {
  const body = await readSmallBody(request, maxBytes);
  return body ? new URLSearchParams(body.toString('utf8')) : null;
}
