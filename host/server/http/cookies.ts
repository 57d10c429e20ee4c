import type { IncomingMessage } from 'node:http';

export function readCookies(request: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // a malformed cookie is ignored, never fatal
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
}

/** SameSite=Lax: sent on links from e-mails (a booking look-up), never on cross-site posts. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
