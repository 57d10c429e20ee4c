import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond';
import type { HostServerConfig } from '../server-config';

/** Where the browser's postal-code client points (`/env.json` apiBase.postcode): this server, never the service. */
export const postcodeProxyBase = '/api/postcode';

const lookupPath = /^\/api\/postcode\/api\/v5\/postcodes\/([^/]+)$/;

/** The code of a `GET /api/postcode/api/v5/postcodes/{code}`, or null when the path is another. */
export function postcodeOf(pathname: string): string | null {
  const encoded = lookupPath.exec(pathname)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return '';
  }
}

/**
 * The postal-code lookup (SPEC 7.4) made for the browser, with the API key only this server holds (issue 14).
 * The service's own answer is passed on, refusals included, so the forms show its message (SPEC 8).
 */
export async function lookUpPostcode(code: string, response: ServerResponse, config: HostServerConfig): Promise<void> {
  // Digits and the hyphens a visitor types only: nothing that could reach another path of the service.
  if (!/^[\d\-－ー‐]{1,16}$/.test(code)) return sendJson(response, 400, { message: 'code: must be 7 digits (hyphens allowed)', errors: [] });
  try {
    const answer = await fetch(`${config.postcodeApiUrl}/api/v5/postcodes/${encodeURIComponent(code)}`, {
      headers: { 'api-key': config.postcodeApiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(8_000),
    });
    const body: unknown = await answer.json().catch(() => ({ message: 'postal-code service answered no JSON', errors: [] }));
    if (answer.ok) return sendJson(response, 200, body, { 'Cache-Control': 'private, max-age=3600' });
    sendJson(response, answer.status < 500 ? answer.status : 502, body);
  } catch (error) {
    console.error('[host-server] postal-code lookup failed', error);
    sendJson(response, 502, { message: 'postal-code service unavailable', errors: [] });
  }
}
