import type { SandboxConfig } from '../config';
import type { Queryable } from '../db/database';
import { issueToken } from '../auth/tokens';

export interface LoyaltyAuth {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

/** A member's loyalty token (`loyalty_token`, member_id set) and the refresh token that renews it. */
export async function issueLoyaltyAuth(db: Queryable, config: SandboxConfig, memberId: number): Promise<LoyaltyAuth> {
  const access = await issueToken(db, 'loyalty_token', config.ttl.loyaltyToken, { memberId });
  const refresh = await issueToken(db, 'loyalty_refresh', config.ttl.refreshToken, { memberId });
  return { token: access.token, refreshToken: refresh.token, expiresIn: access.expiresIn };
}

/**
 * SPEC 7.3: token/generate answers auth.token for a new address too. Until the OTP creates the member these
 * tokens belong to no one, so every customer call and the booking engine's exchange refuse them (401).
 */
export async function issueSignUpAuth(db: Queryable, config: SandboxConfig): Promise<LoyaltyAuth> {
  const access = await issueToken(db, 'loyalty_token', config.ttl.loyaltyToken);
  const refresh = await issueToken(db, 'loyalty_refresh', config.ttl.refreshToken);
  return { token: access.token, refreshToken: refresh.token, expiresIn: access.expiresIn };
}

/** Spends a live refresh token (at most once, even under concurrent calls); answers its member id. */
export async function spendRefreshToken(db: Queryable, refreshToken: string): Promise<number | null> {
  const [row] = await db.query<{ member_id: number | null }>(
    `UPDATE tokens SET revoked_at = now()
     WHERE token = $1 AND kind = 'loyalty_refresh' AND revoked_at IS NULL AND expires_at > now()
     RETURNING member_id`,
    [refreshToken],
  );
  return row?.member_id ?? null;
}
