import type { Locale } from '@hotel/contracts';
import type { SandboxConfig } from '../config';
import type { Queryable } from '../db/database';
import { findToken, issueToken } from '../auth/tokens';
import { loyaltyError } from '../services/error-shapes';
import { loyaltyCodes } from './loyalty-codes';

export type SessionPurpose = 'signup' | 'login' | 'forgot';

/** What a `loyalty_session` token carries in its `data` column. */
export interface SessionData {
  /** The lower-case e-mail the session was opened for. */
  identifier: string;
  purpose: SessionPurpose;
  /** The scrypt hash of the password a sign-up or a forgotten-password reset will set. */
  passwordHash?: string;
  /** The language its e-mails are written in. */
  language?: Locale;
}

export interface Session extends SessionData {
  sessionId: string;
}

/** A session lives as long as a login, and never shorter than its codes: time to wait for one and resend. */
export async function openSession(db: Queryable, config: SandboxConfig, data: SessionData): Promise<string> {
  const ttl = Math.max(config.ttl.loyaltyToken, config.ttl.otp);
  const { token } = await issueToken(db, 'loyalty_session', ttl, { data: { ...data } });
  return token;
}

/** The live session of that id, or null when it is unknown, revoked, expired or someone else's. */
export async function findSession(db: Queryable, sessionId: string, identifier: string): Promise<Session | null> {
  const row = await findToken(db, sessionId, 'loyalty_session');
  const data = row?.data as SessionData | undefined;
  if (!row || row.expired || data?.identifier !== identifier) return null;
  return { ...data, sessionId };
}

/** Like findSession, but answers 401 (unknown or expired) or 400 (another identifier's) instead of null. */
export async function requireSession(db: Queryable, sessionId: string, identifier: string): Promise<Session> {
  const row = await findToken(db, sessionId, 'loyalty_session');
  if (!row || row.expired) throw loyaltyError(401, loyaltyCodes.invalidSession, 'The session has expired. Please start again.');
  const data = row.data as unknown as SessionData;
  if (data.identifier !== identifier) {
    throw loyaltyError(400, loyaltyCodes.sessionOfAnotherIdentifier, 'This session belongs to another e-mail address');
  }
  return { ...data, sessionId };
}

export async function updateSession(db: Queryable, sessionId: string, patch: Partial<SessionData>): Promise<void> {
  await db.query('UPDATE tokens SET data = data || $2::jsonb WHERE token = $1', [sessionId, JSON.stringify(patch)]);
}

/** A finished sign-up or reset: its session (and the password hash in it) can never be replayed. */
export async function closeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`UPDATE tokens SET revoked_at = now(), data = data - 'passwordHash' WHERE token = $1`, [sessionId]);
}
