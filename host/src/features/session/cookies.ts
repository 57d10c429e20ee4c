import { memberEmailCookie } from '@hotel/bus';

/** Browser cookies the site reads and writes (SPEC 3 browser storage); the gate cookie is HttpOnly and not here. */
export const cookieNames = {
  clientSession: 'client-session',
  siteToken: 'site_token',
  loginToken: 'login_token',
  refreshToken: 'refresh_token',
  email: memberEmailCookie,
  locale: 'locale',
} as const;

/** SPEC 9: login token and e-mail live 10 days; the locale 365. */
export const memberCookieSeconds = 10 * 24 * 3600;
export const localeCookieSeconds = 365 * 24 * 3600;

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.floor(maxAgeSeconds)}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
