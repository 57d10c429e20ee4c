import { randomInt } from 'node:crypto';
import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { newToken } from '../../auth/tokens';
import { chargeCard } from '../../card/charge-card';
import type { Queryable } from '../../db/database';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { normalizeLocale } from '../../i18n/locales';
import { text } from '../../i18n/messages';
import type { HotelSeed, PromoCodeSeed } from '../../seed/catalogue-types';
import { engineError } from '../../services/error-shapes';
import { localeOf, optionalMember, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import { openIdempotency, runOnce } from '../idempotency/idempotency';
import type { Stay } from '../pricing/stay';
import { couponOf, stayOrError } from '../search-input';
import { assertValidBooking } from '../validation/validate-booking';
import { assertBookable } from './assert-bookable';
import { sendReservationEmail } from './emails';
import { expireHolds } from './holds';
import { needsOf, takeRooms } from './inventory-hold';
import { changePoints, pointsEarned, spendPoints } from './points';
import { type PricedBooking, priceBooking, priceExtras } from './price-booking';
import { presentReservation } from './present-reservation';
import type { ReservationRecord, StoredExtra } from './reservation-record';
import { type CreateReservationBody, createReservationSchema } from './schemas';

export function newReservationNumber(): string {
  return `HS${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function paymentStatusOf(method: CreateReservationBody['payment_method'], outstanding: number) {
  if (method === 'onsite') return outstanding > 0 ? 'pay_at_hotel' : 'paid';
  if (method === 'deferred') return outstanding > 0 ? 'awaiting_payment' : 'paid';
  return 'paid';
}

interface Booking {
  hotel: HotelSeed;
  body: CreateReservationBody;
  stay: Stay;
  priced: PricedBooking;
  coupon: PromoCodeSeed | null;
  extras: StoredExtra[];
  memberId: number | null;
  locale: Locale;
}

/** Inside the transaction: charge the card, write the booking, take the rooms, move the points. */
async function writeBooking(tx: Queryable, deps: SandboxDeps, booking: Booking): Promise<ReservationRecord> {
  const { hotel, body, stay, priced, coupon, extras, memberId, locale } = booking;
  const total = priced.roomsTotal + extras.reduce((s, e) => s + e.total_price, 0);
  const tax = priced.roomsTax + extras.reduce((s, e) => s + e.tax, 0);
  const outstanding = total - body.spending_point_value;
  const number = newReservationNumber();
  const cardLast4 = body.payment_method === 'card' && body.card_token ? await chargeCard(tx, body.card_token, locale) : null;
  const paymentStatus = paymentStatusOf(body.payment_method, outstanding);
  const dueAt = paymentStatus === 'awaiting_payment' ? new Date(deps.clock.now().getTime() + deps.config.holdSeconds * 1000) : null;
  const earned = memberId ? pointsEarned(outstanding) : 0;
  const first = body.rooms[0]!;
  // Insert first (reservation_nights references it), then take rooms; a short night rolls everything back.
  const [row] = await tx.query<ReservationRecord>(
    `INSERT INTO reservations (number, hotel_id, bypass_token, email, member_id, status, payment_status, payment_method,
       payment_due_at, card_last4, checkin, checkout, is_day_use, rooms, total_price, tax, coupon, coupon_discount, extras,
       answers, staying_guest, spending_points, earned_points, locale, created_at)
     VALUES ($1, $2, $3, $4, $5, 'done', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
     RETURNING *`,
    [
      number, hotel.id, newToken(), first.guest.email.toLowerCase(), memberId, paymentStatus, body.payment_method, dueAt,
      cardLast4, stay.checkin, stay.checkout, stay.isDayUse, JSON.stringify(priced.rooms), total, tax,
      coupon ? JSON.stringify({ coupon_code: coupon.code, percent: coupon.percent }) : null,
      priced.couponDiscount, JSON.stringify(extras), JSON.stringify(body.answers.filter((a) => a.text.trim())),
      body.staying_guest ? JSON.stringify(body.staying_guest) : null, body.spending_point_value, earned, locale, deps.clock.now(),
    ],
  );
  if (!(await takeRooms(tx, hotel.id, number, needsOf(priced.rooms, stay.nights)))) {
    throw engineError(409, engineErrorCodes.soldOut, text('soldOut', locale));
  }
  if (memberId) {
    if (!(await spendPoints(tx, memberId, body.spending_point_value, number))) {
      throw engineError(422, engineErrorCodes.notEnoughPoints, text('notEnoughPoints', locale), 'spending_point_value');
    }
    await changePoints(tx, memberId, earned, number, 'earned');
  }
  return row as ReservationRecord;
}

/**
 * POST hotels/{id}/reservations: validates (SPEC 5), prices, checks, takes inventory and writes the booking in
 * one transaction. With an Idempotency-Key the first answer is kept 24 hours and given again to a repeat.
 */
export async function createReservation(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await optionalMember(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const body = ctx.json(createReservationSchema);
  const locale = normalizeLocale(body.locale ?? ctx.locale, localeOf(ctx));
  const memberId = member?.memberId ?? null;
  const { replay, guard } = await openIdempotency(ctx, deps, `create:${hotel.id}`, { member: memberId, body }, locale);
  if (replay) return replay;
  assertValidBooking(body, deps.catalogue, hotel, locale);
  await expireHolds(deps);

  const first = body.rooms[0]!;
  const stay = stayOrError(ctx, deps, first.checkin_date, first.checkout_date, body.is_day_use);
  const coupon = couponOf(deps, body.coupon_code, hotel.id, stay.nights.length);
  const priced = await priceBooking(deps, hotel, stay, body.rooms, coupon, Boolean(member), locale);
  assertBookable(body, priced, Boolean(member), locale);
  const extras = priceExtras(deps, hotel, body, locale);
  const total = priced.roomsTotal + extras.reduce((s, e) => s + e.total_price, 0);
  if (body.spending_point_value > total || (body.payment_method === 'points' && body.spending_point_value !== total)) {
    throw engineError(422, engineErrorCodes.notEnoughPoints, text('notEnoughPoints', locale), 'spending_point_value');
  }
  const booking: Booking = { hotel, body, stay, priced, coupon, extras, memberId, locale };
  const { reply, done } = await runOnce(deps, guard, async (tx) => {
    const record = await writeBooking(tx, deps, booking);
    return { reply: { status: 201, body: { data: presentReservation(record, deps.catalogue, locale) } }, done: record };
  });
  if (done) await sendReservationEmail(deps.db, deps.config, 'booking_confirmation', done, hotel, locale);
  return reply;
}
