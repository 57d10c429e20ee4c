import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { japanToday } from '../../clock/clock';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { cancellationFee } from './cancellation-fee';
import { sendReservationEmail } from './emails';
import { releaseRooms } from './inventory-hold';
import { findReservation } from './lookup';
import { changePoints } from './points';
import { presentReservation } from './present-reservation';
import type { ReservationRecord } from './reservation-record';
import { cancelReservationSchema } from './schemas';

/** Per-room fees if the reservation were cancelled today, counting days in Japan (SPEC 2.7: per-room fee and total). */
export function feesNow(record: ReservationRecord, deps: SandboxDeps): number[] {
  const today = japanToday(deps.clock);
  return record.rooms.map((room) => {
    const plan = deps.catalogue.plan(record.hotel_id, room.room_plan_code);
    return cancellationFee(room.total_price, plan ? deps.catalogue.policy(plan.cancellationPolicyId) : undefined, record.checkin, today);
  });
}

/** A cancelled booking can be neither cancelled nor changed again (409 code 5002); a finished stay neither (422 code 5001). */
export function assertOpen(record: ReservationRecord, today: string, locale: Locale): void {
  if (record.status === 'cancelled') throw engineError(409, engineErrorCodes.alreadyCancelled, text('alreadyCancelled', locale));
  if (record.checkout < today || (record.checkout === today && !record.is_day_use)) {
    throw engineError(422, engineErrorCodes.notCancellable, text('notCancellable', locale));
  }
}

/** PUT …/reservations/{rid}/cancel: fees per policy, rooms back on sale, points returned, reason kept. */
export async function cancelReservation(ctx: RequestContext, deps: SandboxDeps) {
  const { hotel, record, locale } = await findReservation(ctx, deps, 'cancel');
  const body = ctx.json(cancelReservationSchema);
  assertOpen(record, japanToday(deps.clock), locale);
  const fees = feesNow(record, deps);
  const cancellation = {
    fee: fees.reduce((sum, fee) => sum + fee, 0),
    fees,
    reason: body.reason || null,
    category: body.category,
    details: body.details || null,
    cancelled_at: deps.clock.now().toISOString(),
  };
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<ReservationRecord>(
      `UPDATE reservations SET status = 'cancelled', cancellation = $2, updated_at = now(),
         payment_status = CASE WHEN payment_status = 'awaiting_payment' THEN 'expired' ELSE payment_status END
       WHERE number = $1 AND status = 'done' RETURNING *`,
      [record.number, JSON.stringify(cancellation)],
    );
    if (!row) throw engineError(409, engineErrorCodes.alreadyCancelled, text('alreadyCancelled', locale));
    await releaseRooms(tx, record.number);
    if (row.member_id) {
      await changePoints(tx, row.member_id, row.spending_points, row.number, 'refunded');
      await changePoints(tx, row.member_id, -row.earned_points, row.number, 'adjusted');
    }
    return row;
  });
  await sendReservationEmail(deps.db, deps.config, 'booking_cancelled', updated, hotel, locale);
  return { body: { data: presentReservation(updated, deps.catalogue, locale, text('cancelled', locale)) } };
}
