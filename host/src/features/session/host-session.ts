import type { Locale } from '@hotel/contracts';
import { currentApi, type SessionAccess } from '@hotel/api';
import { sessionExpired } from '@hotel/bus';
import { cookieNames, readCookie } from './cookies';
import { loyaltyToken, memberEmail, storeMemberTokens } from './member-tokens';

async function hostEndpoint<T>(path: string): Promise<T> {
  const response = await fetch(path, { method: 'POST', credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The host's side of the API client's session (SPEC 4 "Session", "Token refresh"), over cookies. */
export function createHostSession(locale: () => Locale): SessionAccess {
  return {
    clientSession: () => readCookie(cookieNames.clientSession),
    renewClientSession: async () =>
      (await hostEndpoint<{ client_session: string }>('/api/getClientSession')).client_session,
    siteToken: () => readCookie(cookieNames.siteToken),
    renewSiteToken: async () => (await hostEndpoint<{ token: string }>('/api/getAccesstoken')).token,
    accessToken: () => readCookie(cookieNames.loginToken),
    refreshAccessToken: async () => {
      const refreshToken = readCookie(cookieNames.refreshToken);
      const email = memberEmail();
      if (!refreshToken || !email) throw new Error('no refresh token');
      const tokens = await currentApi().booking.exchangeRefreshToken(refreshToken);
      storeMemberTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, email });
      return tokens.access_token;
    },
    onAccessExpired: () => sessionExpired(),
    locale,
    loyaltyToken,
    renewLoyaltyToken: () => Promise.reject(new Error('the loyalty token is renewed by logging in again')),
  };
}

/**
 * SPEC 4: anonymous visitors get a client session and a site token before anything else; without them the
 * site cannot work, so a failure goes to /something-wrong.
 */
export async function ensureAnonymousSession(session: SessionAccess): Promise<void> {
  await Promise.all([
    session.clientSession() ?? session.renewClientSession(),
    session.siteToken() ?? session.renewSiteToken(),
  ]);
}
