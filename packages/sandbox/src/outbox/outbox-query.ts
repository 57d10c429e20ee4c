import type { OutboxKind, OutboxMessage } from '@hotel/contracts';
import type { Queryable } from '../db/database';

export const outboxKinds = [
  'booking_confirmation',
  'booking_updated',
  'booking_cancelled',
  'membership_confirmation',
  'password_reset',
  'otp',
] as const satisfies readonly OutboxKind[];

export interface OutboxFilter {
  to?: string | undefined;
  kind?: OutboxKind | undefined;
  limit: number;
}

interface OutboxRow {
  id: number;
  kind: OutboxKind;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  otp: string | null;
  sent_at: Date;
}

/** The messages that match, newest first (ids grow with time, and two messages can share a timestamp). */
export async function listOutbox(db: Queryable, filter: OutboxFilter): Promise<OutboxMessage[]> {
  const rows = await db.query<OutboxRow>(
    `SELECT id, kind, to_address, subject, body, link, otp, sent_at FROM outbox
     WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) AND ($2::text IS NULL OR kind = $2)
     ORDER BY id DESC LIMIT $3`,
    [filter.to ?? null, filter.kind ?? null, filter.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    link: row.link,
    otp: row.otp,
    sent_at: new Date(row.sent_at).toISOString(),
  }));
}

export async function clearOutbox(db: Queryable): Promise<void> {
  await db.query('DELETE FROM outbox');
}
