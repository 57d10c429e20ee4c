import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromPrefix, sameOriginPath } from '@hotel/domain';
import { readCookies, serializeCookie } from '../http/cookies';
import { clientAddress, isSecureRequest } from '../http/forwarded';
import { readJsonBody, sendJson } from '../http/respond';
import type { HostServerConfig } from '../server-config';
import { gateCookieName, gatePassLifetimeSeconds, isValidGatePass, issueGatePass, passwordMatches } from './gate-pass';
import type { GateThrottle } from './gate-throttle';

export function hasGatePass(request: IncomingMessage, config: HostServerConfig): boolean {
  return isValidGatePass(config.gateSecret, readCookies(request)[gateCookieName(isSecureRequest(request, config))]);
}

/** `/en/hotels` → `/en`; `/hotels` → `` (ja has no prefix). */
function localePrefixOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return localeFromPrefix(first) ? `/${first}` : '';
}

function isAuthenticationPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').endsWith('/authentication') && pathname.split('/').filter(Boolean).length <= 2;
}

/**
 * Page requests: without a pass every page is the gate (the target kept in `redirect`); with one, the gate
 * page itself leads on to the target or home (SPEC 4 "Shared-password gate"). Null: serve the page.
 */
export function gateRedirect(request: IncomingMessage, url: URL, config: HostServerConfig): string | null {
  const passed = hasGatePass(request, config);
  const prefix = localePrefixOf(url.pathname);
  if (isAuthenticationPath(url.pathname)) {
    return passed ? (sameOriginPath(url.searchParams.get('redirect')) ?? (prefix || '/')) : null;
  }
  if (passed) return null;
  return `${prefix}/authentication?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;
}

/** POST /api/authenticate { password }: the password is checked here, never in a browser. */
export async function authenticate(
  request: IncomingMessage,
  response: ServerResponse,
  config: HostServerConfig,
  throttle: GateThrottle,
): Promise<void> {
  const client = clientAddress(request, config.proxyHops);
  const startedAt = Date.now();
  // Counted before the body is read, so guesses sent at once cannot all pass the limit (issue 14).
  const wait = throttle.begin(client, startedAt);
  if (wait > 0) {
    request.resume();
    sendJson(response, 429, { error: 'too_many_attempts', retryAfterSeconds: wait }, { 'Retry-After': String(wait) });
    return;
  }
  const body = await readJsonBody(request);
  const password = typeof body?.password === 'string' ? body.password : '';
  if (!password || !passwordMatches(password, config.sitePassword)) {
    sendJson(response, 401, { error: 'wrong_password' });
    return;
  }
  throttle.passed(client, startedAt);
  const secure = isSecureRequest(request, config);
  const cookie = serializeCookie(gateCookieName(secure), issueGatePass(config.gateSecret), {
    maxAgeSeconds: gatePassLifetimeSeconds,
    httpOnly: true,
    secure,
  });
  response.writeHead(204, { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' });
  response.end();
}
