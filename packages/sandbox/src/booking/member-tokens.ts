import type { AccessTokenResponse, Locale } from '@hotel/contracts';
import { issueToken } from '../auth/tokens';
import type { SandboxConfig } from '../config';
import type { Queryable } from '../db/database';
import { membershipNotConfirmed } from './memberships/membership-refusals';

/**
 * A member access token (bearer for member calls and member prices) and the refresh token that renews it.
 * Every way to one (sign_in, a loyalty token exchanged, a refresh) ends here, so an account whose e-mail
 * link was not opened yet never gets one: 403 code 1310.
 */
export async function issueMemberTokens(db: Queryable, config: SandboxConfig, memberId: number, locale: Locale = 'en'): Promise<AccessTokenResponse> {
  const [member] = await db.query<{ confirmed: boolean }>('SELECT confirmed FROM members WHERE id = $1', [memberId]);
  if (!member?.confirmed) throw membershipNotConfirmed(locale);
  const access = await issueToken(db, 'access_token', config.ttl.accessToken, { memberId, prefix: 'at_' });
  const refresh = await issueToken(db, 'refresh_token', config.ttl.refreshToken, { memberId, prefix: 'rt_' });
  return { access_token: access.token, token_type: 'bearer', expires_in: access.expiresIn, refresh_token: refresh.token };
}
