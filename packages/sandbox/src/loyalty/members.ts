import { newMemberIdentifiers } from '../auth/member-identifiers';
import type { Queryable } from '../db/database';
import { newToken } from '../auth/tokens';

export interface MemberRow {
  id: number;
  external_id: string;
  card_number: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  first_name_kana: string;
  last_name_kana: string;
  kanji_first_name: string;
  kanji_last_name: string;
  mobile_prefix: string;
  mobile: string;
  landline_prefix: string;
  landline: string;
  birthday: string | null;
  gender: string | null;
  country: string;
  postal_code: string;
  prefecture: string;
  city: string;
  district: string;
  address: string;
  points: number;
  rank: string;
  extended_fields: Record<string, unknown>;
  /** Set once the link of the confirmation e-mail was opened; until then the member cannot log in. */
  confirmed: boolean;
  created_at: Date;
}

/** The active (not cancelled) member with that e-mail, compared case-insensitively. */
export async function findActiveMember(db: Queryable, email: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE lower(email) = lower($1) AND cancelled_at IS NULL', [email]);
  return row ?? null;
}

export async function findActiveMemberById(db: Queryable, id: number): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1 AND cancelled_at IS NULL', [id]);
  return row ?? null;
}

export async function setPasswordHash(db: Queryable, memberId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
}

export interface NewMember {
  email: string;
  passwordHash: string;
  mobilePrefix: string;
  mobile: string;
}

/**
 * Creates a member from a verified sign-up, names empty until the first customers call. Answers null
 * when the e-mail is taken (by anyone, even a cancelled member, as the column is unique).
 */
export async function createMember(tx: Queryable, member: NewMember): Promise<{ id: number; confirmationToken: string } | null> {
  // Card numbers and external ids are random; on the rare clash with another member, draw again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const confirmationToken = newToken();
    const ids = newMemberIdentifiers();
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO members (external_id, card_number, email, password_hash, first_name, last_name, mobile_prefix, mobile,
                            confirmed, confirmation_token)
       VALUES ($1, $2, $3, $4, '', '', $5, $6, false, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        ids.externalId,
        ids.cardNumber,
        member.email,
        member.passwordHash,
        member.mobilePrefix,
        member.mobile,
        confirmationToken,
      ],
    );
    if (row) return { id: row.id, confirmationToken };
    const [taken] = await tx.query('SELECT 1 FROM members WHERE lower(email) = lower($1)', [member.email]);
    if (taken) return null;
  }
  throw new Error('could not draw a free card number');
}
