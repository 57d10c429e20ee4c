import type { IncomingMessage } from 'node:http';
import { type PreviewGrant, verifyPreview } from '@hotel/release';
import { readCookies, serializeCookie } from '../http/cookies';
import { isSecureRequest } from '../http/forwarded';
import type { HostServerConfig } from '../server-config';

/** Like the gate cookie: HttpOnly, and over HTTPS `__Host-` prefixed, so no script and no other host can set it. */
export function previewCookieName(secure: boolean): string {
  return secure ? '__Host-hotel_preview' : 'hotel_preview';
}

/** The grant this browser's preview cookie carries, when it is signed with our secret, unexpired and for `env`. */
export function previewOf(request: IncomingMessage, config: HostServerConfig, secret: string, env: string): PreviewGrant | null {
  const token = readCookies(request)[previewCookieName(isSecureRequest(request, config))];
  const grant = verifyPreview(secret, token);
  return grant?.env === env ? grant : null;
}

/** The cookie that holds `token` until the grant expires, or (`token` null) the one that clears it. */
export function previewCookie(request: IncomingMessage, config: HostServerConfig, token: string | null, expiresAt = 0): string {
  const secure = isSecureRequest(request, config);
  const maxAgeSeconds = token ? Math.max(0, expiresAt - Math.floor(Date.now() / 1000)) : 0;
  return serializeCookie(previewCookieName(secure), token ?? '', { maxAgeSeconds, httpOnly: true, secure });
}
