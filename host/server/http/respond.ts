import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  response.end();
}

/** A small body (at most `maxBytes`), or null when it is larger or the request fails; the rest is read and dropped. */
export function readSmallBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBytes ? null : Buffer.concat(chunks)));
    request.on('error', () => resolve(null));
  });
}

/** A small JSON body (at most `maxBytes`, 10 KB by default), or null when it is missing, too large or not JSON. */
export async function readJsonBody(request: IncomingMessage, maxBytes = 10_240): Promise<Record<string, unknown> | null> {
  const body = await readSmallBody(request, maxBytes);
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
