import type { Queryable } from '../db/database';
import type { CardOutcome } from './issue-card-token';

export type ConsumedCardToken =
  | { ok: true; outcome: CardOutcome; last4: string }
  | { ok: false; cardCode: '502' | '553' | '501'; reason: string };

/**
 * Charges a card token once. The booking engine calls it inside its reservation transaction; the
 * conditional UPDATE claims the token atomically, so two concurrent bookings can never both use it.
 */
export async function consumeCardToken(tx: Queryable, token: string): Promise<ConsumedCardToken> {
  if (!token) return { ok: false, cardCode: '501', reason: 'No card token was sent' };
  const [claimed] = await tx.query<{ outcome: CardOutcome; card_last4: string }>(
    `UPDATE card_tokens SET used_at = now()
     WHERE token = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING outcome, card_last4`,
    [token],
  );
  if (claimed) return { ok: true, outcome: claimed.outcome, last4: claimed.card_last4 };

  const [existing] = await tx.query<{ used: boolean }>('SELECT used_at IS NOT NULL AS used FROM card_tokens WHERE token = $1', [
    token,
  ]);
  if (!existing) return { ok: false, cardCode: '502', reason: 'Unknown card token' };
  if (existing.used) return { ok: false, cardCode: '553', reason: 'The card token has already been used' };
  return { ok: false, cardCode: '502', reason: 'The card token has expired' };
}
