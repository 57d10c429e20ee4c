import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { issueGatePass, isValidGatePass } from '../gate/gate-pass';
import { readCookies, serializeCookie } from '../http/cookies';
import { isSecureRequest } from '../http/forwarded';
import type { HostServerConfig } from '../server-config';
import type { OperatorConfig } from './operator-config';

/** An operator stays signed in for a working day. */
export const operatorPassLifetimeSeconds = 12 * 3600;

const cookieName = (secure: boolean) => (secure ? '__Host-hotel_operator' : 'hotel_operator');

/** The signed operator pass this browser holds, when it holds a valid one; null otherwise. */
export function operatorPassOf(request: IncomingMessage, config: HostServerConfig, operator: OperatorConfig): string | null {
  const pass = readCookies(request)[cookieName(isSecureRequest(request, config))];
  return pass && isValidGatePass(operator.secret, pass) ? pass : null;
}

/** The cookie of a fresh pass, or (`signedIn` false) the one that ends it. */
export function operatorCookie(request: IncomingMessage, config: HostServerConfig, operator: OperatorConfig, signedIn: boolean): string {
  const secure = isSecureRequest(request, config);
  const pass = signedIn ? issueGatePass(operator.secret, Date.now(), operatorPassLifetimeSeconds) : '';
  return serializeCookie(cookieName(secure), pass, { maxAgeSeconds: signedIn ? operatorPassLifetimeSeconds : 0, httpOnly: true, secure });
}

/** The token every operator form carries: tied to the pass, so a page of another site cannot make one. */
export function formToken(operator: OperatorConfig, pass: string): string {
  return createHmac('sha256', operator.secret).update(`form:${pass}`).digest('base64url');
}

export function formTokenMatches(operator: OperatorConfig, pass: string, given: string | null): boolean {
  const expected = Buffer.from(formToken(operator, pass));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A form posted from one of our own pages: a browser names the page's origin in `Origin` (or at least `Referer`)
 * on every POST; when it names another, the post is refused whatever token it carries.
 */
export function sameOriginPost(request: IncomingMessage): boolean {
  const from = request.headers.origin ?? request.headers.referer;
  if (!from) return true;
  try {
    return new URL(from).host === request.headers.host;
  } catch {
    return false;
  }
}
