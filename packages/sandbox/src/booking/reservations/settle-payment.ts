import { engineErrorCodes } from '@hotel/domain';
import { chargeCard } from '../../card/charge-card';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { openIdempotency, runOnce } from '../idempotency/idempotency';
import { findReservation } from './lookup';
import { presentReservation } from './present-reservation';
import type { ReservationRecord } from './reservation-record';
import { settlePaymentSchema } from './schemas';

/** POST …/payment ("pay now"): settles a pay-later hold before it lapses; an Idempotency-Key makes a retry charge once. */
export async function settlePayment(ctx: RequestContext, deps: SandboxDeps) {
  const { record, locale } = await findReservation(ctx, deps, 'change');
  const body = ctx.json(settlePaymentSchema);
  const { replay, guard } = await openIdempotency(ctx, deps, `payment:${record.number}`, body, locale);
  if (replay) return replay;
  if (record.payment_status !== 'awaiting_payment' || record.status !== 'done') {
    throw engineError(409, engineErrorCodes.invalidParameter, text('invalidParameter', locale), 'payment_status');
  }
  const { reply } = await runOnce(deps, guard, async (tx) => {
    const last4 = await chargeCard(tx, body.card_token, locale);
    const [row] = await tx.query<ReservationRecord>(
      `UPDATE reservations SET payment_status = 'paid', payment_due_at = NULL, card_last4 = $2, updated_at = now()
       WHERE number = $1 AND payment_status = 'awaiting_payment' RETURNING *`,
      [record.number, last4],
    );
    if (!row) throw engineError(409, engineErrorCodes.invalidParameter, text('paymentExpired', locale));
    return { reply: { body: { data: presentReservation(row, deps.catalogue, locale, text('holdSettled', locale)) } }, done: row };
  });
  return reply;
}
