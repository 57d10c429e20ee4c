import type { Locale } from '@hotel/contracts';
import { attachApi, isApiError, type SessionAccess, type SessionEndpoints } from '@hotel/api';
import { sessionExpired } from '@hotel/bus';
import { cookieNames, readCookie } from './cookies';
import { renewAcrossTabs } from './renew-across-tabs';
import { loyaltyRefreshToken, loyaltyToken, memberEmail, storeLoyaltyTokens, storeMemberTokens } from './member-tokens';

export interface HostSessionDeps {
  locale: () => Locale;
  /** The host server's token endpoints (`createSessionEndpoints()`). */
  endpoints: SessionEndpoints;
}

/** The engine's refresh-token exchange, made through the installed client that this session is part of. */
export const exchangeRefreshTokenFx = attachApi((api, refreshToken: string) => api.booking.exchangeRefreshToken(refreshToken));

interface LoyaltyRefresh {
  email: string;
  refreshToken: string;
}

/** SPEC 7.3 token/regenerate: a new loyalty token for the member's refresh token, which is used up. */
export const regenerateLoyaltyTokenFx = attachApi(async (api, { email, refreshToken }: LoyaltyRefresh) => {
  const answer = await api.loyalty.regenerateToken({ identifierType: 'EMAIL', identifierValue: email, refreshToken });
  if (!answer.auth) throw new Error('the loyalty platform gave no token');
  return { token: answer.auth.token, refreshToken: answer.auth.refreshToken };
});

/**
 * A loyalty token lives an hour (SPEC 7.3); its refresh token renews it. A member without one (signed in by the
 * e-mail's confirmation link, which gives engine tokens only) gets it by logging in with the password.
 */
function renewLoyaltyToken(): Promise<string> {
  const email = memberEmail();
  if (!loyaltyRefreshToken() || !email) return Promise.reject(new Error('no loyalty refresh token: the member logs in again'));
  return renewAcrossTabs({
    lock: 'hotel-loyalty-token-refresh',
    refreshToken: loyaltyRefreshToken,
    token: loyaltyToken,
    renew: async (refreshToken) => {
      const tokens = await regenerateLoyaltyTokenFx({ email, refreshToken });
      storeLoyaltyTokens(tokens);
      return tokens.token;
    },
    // A network failure leaves the refresh token for the next try.
    refused: (error) => {
      if (isApiError(error) && error.status !== 0) storeLoyaltyTokens(null);
    },
  });
}

/** SPEC 4 "Token refresh": the engine's access token, renewed with its refresh token, both in cookies. */
function refreshAccessToken(): Promise<string> {
  const email = memberEmail();
  if (!email) return Promise.reject(new Error('no refresh token'));
  return renewAcrossTabs({
    lock: 'hotel-member-token-refresh',
    refreshToken: () => readCookie(cookieNames.refreshToken),
    token: () => readCookie(cookieNames.loginToken),
    renew: async (refreshToken) => {
      const tokens = await exchangeRefreshTokenFx(refreshToken);
      storeMemberTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token, email });
      return tokens.access_token;
    },
  });
}

/** The host's side of the API client's session (SPEC 4 "Session", "Token refresh"), over cookies. */
export function createHostSession({ locale, endpoints }: HostSessionDeps): SessionAccess {
  return {
    clientSession: () => readCookie(cookieNames.clientSession),
    renewClientSession: async () => (await endpoints.getClientSession()).client_session,
    siteToken: () => readCookie(cookieNames.siteToken),
    renewSiteToken: async () => (await endpoints.getAccessToken()).token,
    accessToken: () => readCookie(cookieNames.loginToken),
    refreshAccessToken,
    onAccessExpired: () => sessionExpired(),
    locale,
    loyaltyToken,
    renewLoyaltyToken,
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
