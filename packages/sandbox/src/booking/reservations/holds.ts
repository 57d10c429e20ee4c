import type { SandboxDeps } from '../../deps';
import { releaseRooms } from './inventory-hold';
import { changePoints } from './points';
import type { ReservationRecord } from './reservation-record';

let lastSweep = 0;
const sweepEveryMs = 2_000;

/**
 * Pay-later holds lapse after 4 hours (SPEC 1): the booking is cancelled, its rooms go back on sale and
 * spent points are returned. Swept lazily before calls that read or take inventory, at most every 2 s.
 */
export async function expireHolds(deps: SandboxDeps, force = false): Promise<number> {
  const now = Date.now();
  if (!force && now - lastSweep < sweepEveryMs) return 0;
  lastSweep = now;
  const due = await deps.db.query<{ number: string }>(
    `SELECT number FROM reservations WHERE payment_status = 'awaiting_payment' AND payment_due_at <= $1`,
    [deps.clock.now()],
  );
  for (const { number } of due) {
    await deps.db.transaction(async (tx) => {
      const [record] = await tx.query<ReservationRecord>(
        `UPDATE reservations SET status = 'cancelled', payment_status = 'expired', updated_at = now(),
           cancellation = jsonb_build_object('fee', 0, 'fees', '[]'::jsonb, 'reason', 'payment_expired', 'category', 'payment_expired',
             'details', NULL, 'cancelled_at', $2::text)
         WHERE number = $1 AND payment_status = 'awaiting_payment' RETURNING *`,
        [number, deps.clock.now().toISOString()],
      );
      if (!record) return;
      await releaseRooms(tx, number);
      if (record.member_id) {
        await changePoints(tx, record.member_id, record.spending_points, number, 'refunded');
        await changePoints(tx, record.member_id, -record.earned_points, number, 'adjusted');
      }
    });
  }
  return due.length;
}
