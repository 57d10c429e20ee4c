import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeOf } from './content-types';
import { encodedFile, type EncodedFile } from './encoded-file';

export interface SendStaticOptions {
  cacheControl: string;
  status?: number;
  /** Headers of the caller's own (CORS, security). */
  headers?: Record<string, string>;
}

/** A strong validator per representation: the compressed and the plain file are different bytes. */
export function entityTag(file: EncodedFile): string {
  return `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${file.encoding ? `-${file.encoding}` : ''}"`;
}

/** The client already holds the representation `tag` names (`If-None-Match`, weak or strong, or `*`). */
export function holdsCopy(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/**
 * Sends a static file as both servers do (issue 15): precompressed when the client accepts it, with
 * `Vary: Accept-Encoding`, an `ETag` and `Last-Modified`, and a 304 for a copy the client already holds.
 * Answers false, sending nothing, when the file is missing.
 */
export async function sendStatic(request: IncomingMessage, response: ServerResponse, file: string, options: SendStaticOptions): Promise<boolean> {
  const chosen = await encodedFile(file, request.headers['accept-encoding']);
  if (!chosen) return false;
  const status = options.status ?? 200;
  const tag = entityTag(chosen);
  const headers: Record<string, string | number> = {
    ...options.headers,
    'Content-Type': contentTypeOf(file),
    'Cache-Control': options.cacheControl,
    Vary: 'Accept-Encoding',
    ETag: tag,
    'Last-Modified': new Date(chosen.mtimeMs).toUTCString(),
  };
  if (status === 200 && holdsCopy(request.headers['if-none-match'], tag)) {
    response.writeHead(304, headers).end();
    return true;
  }
  if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
  response.writeHead(status, { ...headers, 'Content-Length': chosen.size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(chosen.path).pipe(response);
  return true;
}
