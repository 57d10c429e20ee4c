import type { OutboxKind } from '@hotel/contracts';
import type { Queryable } from '../db/database';

export interface OutgoingMessage {
  kind: OutboxKind;
  to: string;
  subject: string;
  body: string;
  link?: string | null;
  otp?: string | null;
}

/** "Sends" a message: it lands in the dev outbox, where people and tests read it. */
export async function sendMessage(db: Queryable, message: OutgoingMessage): Promise<void> {
  await db.query('INSERT INTO outbox (kind, to_address, subject, body, link, otp) VALUES ($1, $2, $3, $4, $5, $6)', [
    message.kind,
    message.to,
    message.subject,
    message.body,
    message.link ?? null,
    message.otp ?? null,
  ]);
}
