import { randomInt } from 'node:crypto';
import type { SandboxConfig } from '../config';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { loyaltyCodes } from './loyalty-codes';
import type { Session } from './sessions';

/** Wrong guesses one code survives; the next wrong one burns it. */
export const maxOtpAttempts = 5;

function tooManyRequests(message: string, retryAfterSeconds?: number): HttpError {
  const headers: Record<string, string> = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {};
  return new HttpError(
    429,
    { status: { success: false, code: loyaltyCodes.otpLimit, message }, errors: [{ code: loyaltyCodes.otpLimit, message }] },
    headers,
  );
}

/**
 * Draws a new 6-digit code for the session, within the resend limits. Runs in the caller's transaction
 * and locks the session row first, so two quick clicks cannot both slip under the limits.
 */
export async function issueOtp(tx: Queryable, config: SandboxConfig, session: Session): Promise<string> {
  await tx.query('SELECT 1 FROM tokens WHERE token = $1 FOR UPDATE', [session.sessionId]);
  const [sent] = await tx.query<{ count: number; since_last: number | null }>(
    `SELECT count(*)::int AS count, extract(epoch FROM now() - max(created_at))::float8 AS since_last
     FROM otps WHERE session_id = $1`,
    [session.sessionId],
  );
  if (sent && sent.count >= config.otpMaxSends) {
    throw tooManyRequests(`Too many codes were requested for this session (at most ${config.otpMaxSends}). Please start again.`);
  }
  if (sent?.since_last !== null && sent?.since_last !== undefined && sent.since_last < config.otpResendSeconds) {
    const wait = Math.max(1, Math.ceil(config.otpResendSeconds - sent.since_last));
    throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `INSERT INTO otps (session_id, identifier, code, purpose, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [session.sessionId, session.identifier, code, session.purpose, config.ttl.otp],
  );
  return code;
}

export type OtpCheck = 'valid' | 'wrong' | 'burnt' | 'none';

/**
 * Compares a guess with the session's latest code. A newer code replaces older ones, so a burnt code
 * never lets an older one back in. A right guess consumes the code; a wrong one counts, and the fifth
 * wrong one burns it. Runs in the caller's transaction.
 */
export async function checkOtp(tx: Queryable, sessionId: string, guess: string): Promise<OtpCheck> {
  const [latest] = await tx.query<{ id: number; code: string; attempts: number; live: boolean }>(
    `SELECT id, code, attempts, consumed_at IS NULL AND expires_at > now() AS live FROM otps
     WHERE session_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [sessionId],
  );
  if (!latest?.live) return 'none';
  if (latest.code === guess) {
    await tx.query('UPDATE otps SET consumed_at = now() WHERE id = $1', [latest.id]);
    return 'valid';
  }
  const attempts = latest.attempts + 1;
  const burnt = attempts >= maxOtpAttempts;
  await tx.query(`UPDATE otps SET attempts = $2, consumed_at = CASE WHEN $3 THEN now() ELSE NULL END WHERE id = $1`, [
    latest.id,
    attempts,
    burnt,
  ]);
  return burnt ? 'burnt' : 'wrong';
}
