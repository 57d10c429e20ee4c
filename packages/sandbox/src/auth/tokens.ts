import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export type TokenKind =
  | 'client_session'
  | 'site_token'
  | 'access_token'
  | 'refresh_token'
  | 'loyalty_token'
  | 'loyalty_refresh'
  | 'loyalty_session'
  | 'password_reset';

export interface TokenRow {
  token: string;
  kind: TokenKind;
  member_id: number | null;
  data: Record<string, unknown>;
  expires_at: string;
  revoked_at: string | null;
  expired: boolean;
}

/** A fresh unguessable token (base64url of 32 random bytes), optionally with a readable prefix. */
export function newToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export async function issueToken(
  db: Queryable,
  kind: TokenKind,
  ttlSeconds: number,
  options: { memberId?: number | null; data?: Record<string, unknown>; prefix?: string } = {},
): Promise<{ token: string; expiresIn: number; expiresAt: string }> {
  const token = newToken(options.prefix);
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO tokens (token, kind, member_id, data, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
    [token, kind, options.memberId ?? null, JSON.stringify(options.data ?? {}), ttlSeconds],
  );
  return { token, expiresIn: ttlSeconds, expiresAt: new Date(row!.expires_at).toISOString() };
}

/** The token of that kind, with `expired` set when its time is up; null when unknown or revoked. */
export async function findToken(db: Queryable, token: string | undefined, kind: TokenKind): Promise<TokenRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.query<Omit<TokenRow, 'expires_at'> & { expires_at: Date }>(
    `SELECT token, kind, member_id, data, expires_at, revoked_at, expires_at <= now() AS expired
     FROM tokens WHERE token = $1 AND kind = $2`,
    [token, kind],
  );
  if (!row || row.revoked_at) return null;
  return { ...row, expires_at: new Date(row.expires_at).toISOString() };
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE tokens SET revoked_at = now() WHERE token = $1 AND revoked_at IS NULL', [token]);
}

export async function revokeMemberTokens(db: Queryable, memberId: number, kinds: TokenKind[]): Promise<void> {
  await db.query('UPDATE tokens SET revoked_at = now() WHERE member_id = $1 AND kind = ANY($2) AND revoked_at IS NULL', [
    memberId,
    kinds,
  ]);
}

/** The bearer token of an `authorization: Bearer …` header. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
