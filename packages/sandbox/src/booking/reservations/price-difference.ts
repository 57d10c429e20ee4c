import type { Locale, PaymentEntry } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { chargeCard } from '../../card/charge-card';
import type { Queryable } from '../../db/database';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { changePoints } from './points';
import type { ReservationRecord } from './reservation-record';

export interface Settled {
  entries: PaymentEntry[];
  /** Points still spent on the booking after a refund in points. */
  spendingPoints: number;
}

/**
 * What an update does with the difference (SPEC 2.6: new total minus old total). A higher price is charged
 * to the card token given when the booking is already paid (422 code 2000 without one; 4001–4003 when the
 * card fails), added to a pay-later hold, or left for the hotel to collect; a lower one is refunded to how it
 * was paid (points back as points). Runs inside the update's transaction, so a declined card changes nothing.
 */
export async function settleDifference(
  tx: Queryable,
  record: ReservationRecord,
  difference: number,
  cardToken: string | undefined,
  at: Date,
  locale: Locale,
): Promise<Settled> {
  const unchanged: Settled = { entries: [], spendingPoints: record.spending_points };
  if (difference === 0 || record.payment_status === 'pay_at_hotel') return unchanged;
  const when = at.toISOString();
  if (record.payment_status === 'awaiting_payment') {
    const entry: PaymentEntry = { kind: 'hold', method: 'deferred', amount: difference, card_last4: null, at: when };
    return { ...unchanged, entries: difference > 0 ? [entry] : [] };
  }
  if (difference > 0) {
    if (!cardToken) throw engineError(422, engineErrorCodes.invalidParameter, text('priceDifferenceNeedsCard', locale), 'card_token');
    const last4 = await chargeCard(tx, cardToken, locale);
    return { ...unchanged, entries: [{ kind: 'charge', method: 'card', amount: difference, card_last4: last4, at: when }] };
  }
  const refund = -difference;
  if (record.payment_method === 'points' && record.member_id) {
    const points = Math.min(refund, record.spending_points);
    await changePoints(tx, record.member_id, points, record.number, 'refunded');
    return { entries: [{ kind: 'refund', method: 'points', amount: points, card_last4: null, at: when }], spendingPoints: record.spending_points - points };
  }
  return { ...unchanged, entries: [{ kind: 'refund', method: 'card', amount: refund, card_last4: record.card_last4, at: when }] };
}
