import type { IncomingMessage } from 'node:http';

/** A small posted form (`application/x-www-form-urlencoded`, at most `maxBytes`), or null when it is larger. */
export function readFormBody(request: IncomingMessage, maxBytes = 4096): Promise<URLSearchParams | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBytes ? null : new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', () => resolve(null));
  });
}
