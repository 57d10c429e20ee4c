import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The entry a proxy `hops` away wrote in a comma-separated X-Forwarded-* header. Each proxy appends what it
 * saw, so only the rightmost `hops` entries come from our own proxies; anything left of them was written by
 * the client and may be anything. With fewer entries than hops, the leftmost is the one our proxies wrote.
 */
export function forwardedEntry(request: IncomingMessage, header: string, hops: number): string | null {
  if (hops < 1) return null;
  const raw = request.headers[header];
  const entries = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** The client's address; behind `proxyHops` trusted proxies, the one the outermost of them saw. */
export function clientAddress(request: IncomingMessage, proxyHops: number): string {
  return forwardedEntry(request, 'x-forwarded-for', proxyHops) ?? request.socket.remoteAddress ?? 'unknown';
}

/** Over TLS to this server, or to a trusted proxy that says so; a client's own X-Forwarded-Proto is ignored. */
export function cameOverHttps(request: IncomingMessage, proxyHops: number): boolean {
  if ((request.socket as Partial<TLSSocket>).encrypted) return true;
  return forwardedEntry(request, 'x-forwarded-proto', proxyHops)?.toLowerCase() === 'https';
}

/** Cookies get Secure (and the gate cookie its `__Host-` name) when the visitor came over HTTPS. */
export function isSecureRequest(request: IncomingMessage, config: { proxyHops: number; secureCookies: boolean }): boolean {
  return config.secureCookies || cameOverHttps(request, config.proxyHops);
}
