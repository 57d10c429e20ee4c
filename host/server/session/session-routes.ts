import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientSessionResponse, SiteTokenResponse } from '@hotel/contracts';
import { serializeCookie } from '../http/cookies';
import { isSecureRequest } from '../http/forwarded';
import { sendJson } from '../http/respond';
import type { HostServerConfig } from '../server-config';

/**
 * Cookie names the browser reads (SPEC 3 browser storage); the values are session tokens, not secrets. They are
 * not HttpOnly on purpose: the browser calls the booking engine and the content API directly, and its script
 * reads these cookies to send them as the `client-session` and `Authorization` headers of those calls
 * (host/src/features/session/host-session.ts). Nor `__Host-`: the script reads them by these SPEC names.
 */
export const clientSessionCookie = 'client-session';
export const siteTokenCookie = 'site_token';

async function upstream<T>(url: string, init: RequestInit): Promise<T> {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(8_000) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * POST /api/getClientSession: the server trades the booking engine key and secret for a client session,
 * so neither ever reaches a browser (ARCHITECTURE: secrets). Cookie lifetime as the engine says (24 h).
 */
export async function clientSession(request: IncomingMessage, response: ServerResponse, config: HostServerConfig): Promise<void> {
  try {
    const session = await upstream<ClientSessionResponse>(`${config.bookingApiUrl}/client_sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: config.bookingClientKey, secret: config.bookingClientSecret }),
    });
    const cookie = serializeCookie(clientSessionCookie, session.client_session, {
      maxAgeSeconds: session.expires_in,
      secure: isSecureRequest(request, config),
    });
    sendJson(response, 200, session, { 'Set-Cookie': cookie });
  } catch (error) {
    console.error('[host-server] client session failed', error);
    sendJson(response, 502, { error: 'client_session_unavailable' });
  }
}

/** The content API's site token, from the API user only the server knows. */
export function requestSiteToken(config: Pick<HostServerConfig, 'contentApiUrl' | 'contentUser'>): Promise<SiteTokenResponse> {
  const { username, password, audience } = config.contentUser;
  return upstream<SiteTokenResponse>(`${config.contentApiUrl}/api/core/CoreAuthentication/GenerateToken`, { headers: { username, password, audience } });
}

/** POST /api/getAccesstoken: a site token for the browser, in the cookie its script reads. */
export async function siteToken(request: IncomingMessage, response: ServerResponse, config: HostServerConfig): Promise<void> {
  try {
    const token = await requestSiteToken(config);
    const cookie = serializeCookie(siteTokenCookie, token.token, {
      expires: new Date(token.expired),
      secure: isSecureRequest(request, config),
    });
    sendJson(response, 200, token, { 'Set-Cookie': cookie });
  } catch (error) {
    console.error('[host-server] site token failed', error);
    sendJson(response, 502, { error: 'site_token_unavailable' });
  }
}
