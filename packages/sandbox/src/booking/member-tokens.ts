import type { AccessTokenResponse } from '@hotel/contracts';
import { issueToken } from '../auth/tokens';
import type { SandboxConfig } from '../config';
import type { Queryable } from '../db/database';

/** A member access token (bearer for member calls) and the refresh token that renews it. */
export async function issueMemberTokens(db: Queryable, config: SandboxConfig, memberId: number): Promise<AccessTokenResponse> {
  const access = await issueToken(db, 'access_token', config.ttl.accessToken, { memberId, prefix: 'at_' });
  const refresh = await issueToken(db, 'refresh_token', config.ttl.refreshToken, { memberId, prefix: 'rt_' });
  return { access_token: access.token, token_type: 'bearer', expires_in: access.expiresIn, refresh_token: refresh.token };
}
