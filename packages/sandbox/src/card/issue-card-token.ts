import { randomBytes } from 'node:crypto';
import type { CardInput } from '@hotel/contracts';
import type { Queryable } from '../db/database';

export type CardOutcome = 'approved' | 'insufficient_funds' | 'expired_card';

/** What the issuer will answer when the booking engine charges these test cards (README table). */
const outcomesByCard: Record<string, CardOutcome> = {
  '4000000000000002': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

export function maskCardNumber(cardno: string): string {
  return `${cardno.slice(0, 6)}${'*'.repeat(Math.max(cardno.length - 10, 0))}${cardno.slice(-4)}`;
}

/** Stores a one-time token for a card that passed the rules; the card number itself is never kept. */
export async function issueCardToken(
  db: Queryable,
  card: CardInput,
  ttlSeconds: number,
): Promise<{ token: string; toBeExpiredAt: string; maskedCardNo: string }> {
  const token = randomBytes(32).toString('hex');
  const maskedCardNo = maskCardNumber(card.cardno);
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO card_tokens (token, masked_card_no, card_last4, expire, holder_name, outcome, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING expires_at`,
    [token, maskedCardNo, card.cardno.slice(-4), card.expire, card.holdername, outcomesByCard[card.cardno] ?? 'approved', ttlSeconds],
  );
  return { token, toBeExpiredAt: new Date(row!.expires_at).toISOString(), maskedCardNo };
}
