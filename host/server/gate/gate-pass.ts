import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gate cookie: HttpOnly, so no script can read or forge it. Over HTTPS it is `__Host-` prefixed, so the
 * browser keeps it only if it is Secure, for this host alone; plain-HTTP local sites keep the plain name.
 */
export function gateCookieName(secure: boolean): string {
  return secure ? '__Host-hotel_gate' : 'hotel_gate';
}
export const gatePassLifetimeSeconds = 30 * 24 * 3600;

function signature(secret: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`gate:${expiresAt}`).digest('base64url');
}

/**
 * `<expiry in seconds>.<HMAC>`: valid until it expires or the password (part of the secret) changes. The operator
 * pass of the status page is one too, with a secret and a shorter life of its own.
 */
export function issueGatePass(secret: string, now = Date.now(), lifetimeSeconds = gatePassLifetimeSeconds): string {
  const expiresAt = Math.floor(now / 1000) + lifetimeSeconds;
  return `${expiresAt}.${signature(secret, expiresAt)}`;
}

export function isValidGatePass(secret: string, pass: string | undefined, now = Date.now()): boolean {
  if (!pass) return false;
  const [expiry, given] = pass.split('.');
  const expiresAt = Number(expiry);
  if (!Number.isInteger(expiresAt) || !given || expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, expiresAt));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compares in constant time, so the answer's timing says nothing about the password. */
export function passwordMatches(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}
