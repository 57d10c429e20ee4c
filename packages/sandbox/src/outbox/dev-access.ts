import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';

export const devTokenHeader = 'x-sandbox-dev-token';

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (a dual-stack socket's view of 127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The outbox holds every booking's bypass token and every OTP: it answers this machine (the journeys, a
 * developer's browser) and, past it, only a caller with the dev token. Judged on the socket's address,
 * never on a header a caller could write.
 */
export function assertDevAccess(ctx: RequestContext, token: string | null): void {
  if (isLoopback(ctx.remoteAddress)) return;
  const given = ctx.header(devTokenHeader);
  if (token && given && timingSafeEqual(digest(given), digest(token))) return;
  throw new HttpError(403, {
    message: `The dev outbox answers this machine only, or a request with the ${devTokenHeader} header (SANDBOX_DEV_TOKEN)`,
    errors: [],
  });
}
