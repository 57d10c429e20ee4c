import type { Locale } from '@hotel/contracts';
import { attachApi, type SessionAccess, type SessionEndpoints } from '@hotel/api';
import { sessionExpired } from '@hotel/bus';
import { cookieNames, readCookie } from './cookies';
import { loyaltyToken, memberEmail, storeMemberTokens } from './member-tokens';

export interface HostSessionDeps {
  locale: () => Locale;
  /** The host server's token endpoints (`createSessionEndpoints()`). */
  endpoints: SessionEndpoints;
}

/** The engine's refresh-token exchange, made through the installed client that this session is part of. */
export const exchangeRefreshTokenFx = attachApi((api, refreshToken: string) => api.booking.exchangeRefreshToken(refreshToken));

/** The host's side of the API client's session (SPEC 4 "Session", "Token refresh"), over cookies. */
export function createHostSession({ locale, endpoints }: HostSessionDeps): SessionAccess {
  return {
    clientSession: () => readCookie(cookieNames.clientSession),
    renewClientSession: async () => (await endpoints.getClientSession()).client_session,
    siteToken: () => readCookie(cookieNames.siteToken),
    renewSiteToken: async () => (await endpoints.getAccessToken()).token,
    accessToken: () => readCookie(cookieNames.loginToken),
    refreshAccessToken: async () => {
      const refreshToken = readCookie(cookieNames.refreshToken);
      const email = memberEmail();
      if (!refreshToken || !email) throw new Error('no refresh token');
      const tokens = await exchangeRefreshTokenFx(refreshToken);
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
