import type { IsoDateTime } from './common';

export type OutboxKind =
  | 'booking_confirmation'
  | 'booking_updated'
  | 'booking_cancelled'
  | 'membership_confirmation'
  | 'password_reset'
  | 'otp';

/** GET /dev/outbox: every message the sandbox "sent", newest first. */
export interface OutboxMessage {
  id: number;
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  /** The link the message carries (look-up, confirmation, reset), if any. */
  link: string | null;
  /** The one-time password, for OTP messages. */
  otp: string | null;
  sent_at: IsoDateTime;
}
