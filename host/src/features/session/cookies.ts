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

/**
 * Each read of `document.cookie` asks the browser's cookie store afresh, and an API call reads four or five
 * cookies at once (issue 15: ~17 price calls on a list page). One read serves the script that is running; it is
 * dropped when that script's microtasks run, and at once by a write, so another tab's renewal is always seen.
 */
let cookiesOfThisRun: string | null = null;

function currentCookies(): string {
  if (cookiesOfThisRun === null) {
    cookiesOfThisRun = document.cookie;
    queueMicrotask(() => {
      cookiesOfThisRun = null;
    });
  }
  return cookiesOfThisRun;
}

export function readCookie(name: string): string | null {
  for (const part of currentCookies().split(';')) {
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
  cookiesOfThisRun = null;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.floor(maxAgeSeconds)}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  cookiesOfThisRun = null;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
