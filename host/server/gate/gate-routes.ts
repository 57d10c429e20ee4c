import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeFromPrefix } from '@hotel/domain';
import { readCookies, serializeCookie } from '../http/cookies';
import { clientAddress, readJsonBody, sendJson } from '../http/respond';
import type { HostServerConfig } from '../server-config';
import type { AttemptLimiter } from './attempt-limiter';
import { gateCookieName, gatePassLifetimeSeconds, isValidGatePass, issueGatePass, passwordMatches } from './gate-pass';

export function hasGatePass(request: IncomingMessage, config: HostServerConfig): boolean {
  return isValidGatePass(config.gateSecret, readCookies(request)[gateCookieName]);
}

/** `/en/hotels` → `/en`; `/hotels` → `` (ja has no prefix). */
function localePrefixOf(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return localeFromPrefix(first) ? `/${first}` : '';
}

/** Only our own paths may be redirect targets: never another site, never a protocol-relative URL. */
export function safeTarget(target: string | null, fallback: string): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
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
    return passed ? safeTarget(url.searchParams.get('redirect'), prefix || '/') : null;
  }
  if (passed) return null;
  return `${prefix}/authentication?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;
}

/** POST /api/authenticate { password }: the password is checked here, never in a browser. */
export async function authenticate(
  request: IncomingMessage,
  response: ServerResponse,
  config: HostServerConfig,
  limiter: AttemptLimiter,
): Promise<void> {
  const client = clientAddress(request, config.trustProxy);
  const wait = limiter.waitSeconds(client);
  if (wait > 0) {
    sendJson(response, 429, { error: 'too_many_attempts', retryAfterSeconds: wait }, { 'Retry-After': String(wait) });
    return;
  }
  const body = await readJsonBody(request);
  const password = typeof body?.password === 'string' ? body.password : '';
  if (!password || !passwordMatches(password, config.sitePassword)) {
    limiter.fail(client);
    sendJson(response, 401, { error: 'wrong_password' });
    return;
  }
  limiter.succeed(client);
  const cookie = serializeCookie(gateCookieName, issueGatePass(config.gateSecret), {
    maxAgeSeconds: gatePassLifetimeSeconds,
    httpOnly: true,
    secure: config.secureCookies,
  });
  response.writeHead(204, { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' });
  response.end();
}
