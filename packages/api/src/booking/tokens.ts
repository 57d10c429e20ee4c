import type { AccessTokenResponse } from '@hotel/contracts';
import type { Send } from '../http/call';

/**
 * POST oauth/token with a refresh token (SPEC 4 "Token refresh"): what the host's `refreshAccessToken` calls.
 * It goes out without the renewal rules, so a failing refresh rejects instead of waiting on itself.
 */
export function tokenCalls(sendPlain: Send) {
  return {
    /** Not enveloped. */
    exchangeRefreshToken: (refreshToken: string) =>
      sendPlain<AccessTokenResponse>({
        method: 'post',
        path: 'oauth/token',
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      }),
  };
}
