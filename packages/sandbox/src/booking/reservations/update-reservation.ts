import { engineErrorCodes } from '@hotel/domain';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { stayOrError } from '../search-input';
import { assertCancellable } from './cancel-reservation';
import { sendReservationEmail } from './emails';
import { needsOf, releaseRooms, takeRooms } from './inventory-hold';
import { findReservation } from './lookup';
import { changePoints, pointsEarned } from './points';
import { priceBooking } from './price-booking';
import { presentReservation } from './present-reservation';
import type { ReservationRecord } from './reservation-record';
import { updateReservationSchema } from './schemas';

/**
 * PUT …/reservations/{rid}: new dates and/or rooms. The old room-nights are given back and the new ones
 * taken in one transaction (a stay may overlap its own nights); the answer carries the old total and the
 * difference (SPEC 2.6: new total minus old total).
 */
export async function updateReservation(ctx: RequestContext, deps: SandboxDeps) {
  const { hotel, record, locale } = await findReservation(ctx, deps);
  const body = ctx.json(updateReservationSchema);
  assertCancellable(record, locale);
  const stay = stayOrError(ctx, body.checkin_date, body.checkout_date, record.is_day_use);
  const coupon = record.coupon ? (deps.catalogue.promoCode(record.coupon.coupon_code) ?? null) : null;
  const signedIn = record.member_id !== null;
  const priced = await priceBooking(deps, hotel, stay, body.rooms, coupon, signedIn, locale);
  if (record.payment_method !== 'points' && !priced.paymentMethods.includes(record.payment_method)) {
    throw engineError(422, engineErrorCodes.invalidParameter, text('paymentMethodNotOffered', locale), 'rooms');
  }
  const extras = record.extras.reduce((s, e) => ({ total: s.total + e.total_price, tax: s.tax + e.tax }), { total: 0, tax: 0 });
  const total = priced.roomsTotal + extras.total;
  const updated = await deps.db.transaction(async (tx) => {
    await releaseRooms(tx, record.number);
    if (!(await takeRooms(tx, hotel.id, record.number, needsOf(priced.rooms, stay.nights)))) {
      throw engineError(409, engineErrorCodes.soldOut, text('soldOut', locale));
    }
    const earned = signedIn ? pointsEarned(Math.max(0, total - record.spending_points)) : 0;
    const [row] = await tx.query<ReservationRecord>(
      `UPDATE reservations SET checkin = $2, checkout = $3, rooms = $4, total_price = $5, tax = $6, coupon_discount = $7,
         earned_points = $8, original_total_price = total_price, updated_at = now()
       WHERE number = $1 RETURNING *`,
      [record.number, stay.checkin, stay.checkout, JSON.stringify(priced.rooms), total, priced.roomsTax + extras.tax, priced.couponDiscount, earned],
    );
    if (record.member_id) await changePoints(tx, record.member_id, earned - record.earned_points, record.number, 'adjusted');
    return row as ReservationRecord;
  });
  await sendReservationEmail(deps.db, deps.config, 'booking_updated', updated, hotel, locale);
  return { body: { data: presentReservation(updated, deps.catalogue, locale) } };
}
