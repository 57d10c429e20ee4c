import { engineErrorCodes } from '@hotel/domain';
import { japanToday } from '../../clock/clock';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { normalizeLocale } from '../../i18n/locales';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { openIdempotency, runOnce } from '../idempotency/idempotency';
import { stayOrError } from '../search-input';
import { assertValidBooking } from '../validation/validate-booking';
import { assertPricesSeen } from './assert-bookable';
import { assertOpen } from './cancel-reservation';
import { sendReservationEmail } from './emails';
import { needsOf, releaseRooms, takeRooms } from './inventory-hold';
import { findReservation } from './lookup';
import { changePoints, pointsEarned } from './points';
import { priceBooking } from './price-booking';
import { settleDifference } from './price-difference';
import { presentReservation } from './present-reservation';
import type { ReservationRecord } from './reservation-record';
import { updateReservationSchema } from './schemas';

/**
 * PUT …/reservations/{rid}: new dates and/or rooms, re-priced here (a `total_price` the engine does not
 * agree with is 409 code 3002 with the new price). The old room-nights are given back and the new ones taken
 * in one transaction (a stay may overlap its own nights); the difference is charged, held or refunded
 * (price-difference.ts); the answer carries the old total and the difference.
 */
export async function updateReservation(ctx: RequestContext, deps: SandboxDeps) {
  const { hotel, record, locale } = await findReservation(ctx, deps, 'change');
  const body = ctx.json(updateReservationSchema);
  const { replay, guard } = await openIdempotency(ctx, deps, `update:${record.number}`, body, locale);
  if (replay) return replay;
  assertOpen(record, japanToday(deps.clock), locale);
  assertValidBooking({ rooms: body.rooms }, deps.catalogue, hotel, normalizeLocale(record.locale));
  const stay = stayOrError(ctx, deps, body.checkin_date, body.checkout_date, record.is_day_use);
  const coupon = record.coupon ? (deps.catalogue.promoCode(record.coupon.coupon_code) ?? null) : null;
  const signedIn = record.member_id !== null;
  const priced = await priceBooking(deps, hotel, stay, body.rooms, coupon, signedIn, locale);
  if (record.payment_method !== 'points' && !priced.paymentMethods.includes(record.payment_method)) {
    throw engineError(422, engineErrorCodes.invalidParameter, text('paymentMethodNotOffered', locale), 'rooms');
  }
  assertPricesSeen(body.rooms, priced.rooms, locale);
  const extras = record.extras.reduce((s, e) => ({ total: s.total + e.total_price, tax: s.tax + e.tax }), { total: 0, tax: 0 });
  const total = priced.roomsTotal + extras.total;
  const { reply, done } = await runOnce(deps, guard, async (tx) => {
    await releaseRooms(tx, record.number);
    if (!(await takeRooms(tx, hotel.id, record.number, needsOf(priced.rooms, stay.nights)))) {
      throw engineError(409, engineErrorCodes.soldOut, text('soldOut', locale));
    }
    const settled = await settleDifference(tx, record, total - record.total_price, body.card_token, deps.clock.now(), locale);
    const earned = signedIn ? pointsEarned(Math.max(0, total - settled.spendingPoints)) : 0;
    const [row] = await tx.query<ReservationRecord>(
      `UPDATE reservations SET checkin = $2, checkout = $3, rooms = $4, total_price = $5, tax = $6, coupon_discount = $7,
         earned_points = $8, original_total_price = total_price, spending_points = $9, payments = payments || $10::jsonb,
         updated_at = now()
       WHERE number = $1 RETURNING *`,
      [record.number, stay.checkin, stay.checkout, JSON.stringify(priced.rooms), total, priced.roomsTax + extras.tax,
        priced.couponDiscount, earned, settled.spendingPoints, JSON.stringify(settled.entries)],
    );
    if (record.member_id) await changePoints(tx, record.member_id, earned - record.earned_points, record.number, 'adjusted');
    return { reply: { body: { data: presentReservation(row as ReservationRecord, deps.catalogue, locale) } }, done: row as ReservationRecord };
  });
  if (done) await sendReservationEmail(deps.db, deps.config, 'booking_updated', done, hotel, locale);
  return reply;
}
