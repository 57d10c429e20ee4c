import { createHash, randomInt } from 'node:crypto';
import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import { newToken } from '../../auth/tokens';
import { consumeCardToken } from '../../card/consume-card-token';
import type { Queryable } from '../../db/database';
import type { SandboxDeps } from '../../deps';
import { HttpError } from '../../http/http-error';
import type { RequestContext } from '../../http/request-context';
import { normalizeLocale } from '../../i18n/locales';
import { text } from '../../i18n/messages';
import { engineError } from '../../services/error-shapes';
import { localeOf, optionalMember, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import { couponOf, stayOrError } from '../search-input';
import { sendReservationEmail } from './emails';
import { expireHolds } from './holds';
import { needsOf, takeRooms } from './inventory-hold';
import { changePoints, pointsEarned, spendPoints } from './points';
import { priceBooking, priceExtras } from './price-booking';
import { presentReservation } from './present-reservation';
import type { ReservationRecord } from './reservation-record';
import { type CreateReservationBody, createReservationSchema } from './schemas';

export function newReservationNumber(): string {
  return `HS${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A declined or unusable card stops the booking with the engine's code and the card service's code. */
async function chargeCard(tx: Queryable, token: string, locale: Locale): Promise<string> {
  const result = await consumeCardToken(tx, token);
  if (!result.ok) {
    throw engineError(422, engineErrorCodes.cardTokenInvalid, `${text('cardTokenInvalid', locale)} (${result.cardCode})`, 'card_token');
  }
  if (result.outcome === 'insufficient_funds') throw engineError(422, engineErrorCodes.cardDeclined, text('cardDeclined', locale), 'card_token');
  if (result.outcome === 'expired_card') throw engineError(422, engineErrorCodes.cardExpired, text('cardExpired', locale), 'card_token');
  return result.last4;
}

async function replayIdempotent(deps: SandboxDeps, key: string, hash: string, locale: Locale) {
  const [existing] = await deps.db.query<ReservationRecord>('SELECT * FROM reservations WHERE idempotency_key = $1', [key]);
  if (!existing) return null;
  if (existing.request_hash !== hash) {
    throw engineError(409, engineErrorCodes.idempotencyConflict, text('idempotencyConflict', locale));
  }
  return { status: 201, body: { data: presentReservation(existing, deps.catalogue, locale) } };
}

function paymentStatusOf(method: CreateReservationBody['payment_method'], outstanding: number) {
  if (method === 'onsite') return outstanding > 0 ? 'pay_at_hotel' : 'paid';
  if (method === 'deferred') return outstanding > 0 ? 'awaiting_payment' : 'paid';
  return 'paid';
}

/** POST hotels/{id}/reservations: prices, checks, takes inventory and writes the booking in one transaction. */
export async function createReservation(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await optionalMember(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const body = ctx.json(createReservationSchema);
  const locale = normalizeLocale(body.locale ?? ctx.locale, localeOf(ctx));
  const key = ctx.header('idempotency-key')?.slice(0, 200) || null;
  const hash = createHash('sha256').update(JSON.stringify({ hotel: hotel.id, member: member?.memberId ?? null, body })).digest('hex');
  if (key) {
    const replay = await replayIdempotent(deps, key, hash, locale);
    if (replay) return replay;
  }
  await expireHolds(deps);

  const first = body.rooms[0]!;
  const stay = stayOrError(ctx, first.checkin_date, first.checkout_date, body.is_day_use);
  const coupon = couponOf(deps, body.coupon_code, hotel.id, stay.nights.length);
  const priced = await priceBooking(deps, hotel, stay, body.rooms, coupon, Boolean(member), locale);
  assertBookable(body, priced, Boolean(member), locale);
  const extras = priceExtras(deps, hotel, body, locale);
  const total = priced.roomsTotal + extras.reduce((s, e) => s + e.total_price, 0);
  const tax = priced.roomsTax + extras.reduce((s, e) => s + e.tax, 0);
  if (body.spending_point_value > total) {
    throw engineError(422, engineErrorCodes.notEnoughPoints, text('notEnoughPoints', locale), 'spending_point_value');
  }
  if (body.payment_method === 'points' && body.spending_point_value !== total) {
    throw engineError(422, engineErrorCodes.notEnoughPoints, text('notEnoughPoints', locale), 'spending_point_value');
  }
  const outstanding = total - body.spending_point_value;

  try {
    const record = await deps.db.transaction(async (tx) => {
      if (key && (await tx.query('SELECT 1 FROM reservations WHERE idempotency_key = $1', [key])).length) {
        throw new IdempotentRace();
      }
      const number = newReservationNumber();
      // Insert first (reservation_nights references it), then take rooms; a short night rolls everything back.
      const cardLast4 = body.payment_method === 'card' && body.card_token ? await chargeCard(tx, body.card_token, locale) : null;
      const paymentStatus = paymentStatusOf(body.payment_method, outstanding);
      const earned = member ? pointsEarned(outstanding) : 0;
      const [row] = await tx.query<ReservationRecord>(
        `INSERT INTO reservations (number, hotel_id, bypass_token, email, member_id, status, payment_status, payment_method,
           payment_due_at, card_last4, checkin, checkout, is_day_use, rooms, total_price, tax, coupon, coupon_discount, extras,
           answers, staying_guest, spending_points, earned_points, locale, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, 'done', $6, $7,
           CASE WHEN $6 = 'awaiting_payment' THEN now() + make_interval(secs => $8) END, $9, $10, $11, $12, $13, $14, $15, $16,
           $17, $18, $19, $20, $21, $22, $23, $24, $25)
         RETURNING *`,
        [
          number, hotel.id, newToken(), first.guest.email.toLowerCase(), member?.memberId ?? null, paymentStatus,
          body.payment_method, deps.config.holdSeconds, cardLast4, stay.checkin, stay.checkout, stay.isDayUse,
          JSON.stringify(priced.rooms), total, tax,
          coupon ? JSON.stringify({ coupon_code: coupon.code, percent: coupon.percent }) : null, priced.couponDiscount,
          JSON.stringify(extras), JSON.stringify(body.answers), body.staying_guest ? JSON.stringify(body.staying_guest) : null,
          body.spending_point_value, earned, locale, key, hash,
        ],
      );
      if (!(await takeRooms(tx, hotel.id, number, needsOf(priced.rooms, stay.nights)))) {
        throw engineError(409, engineErrorCodes.soldOut, text('soldOut', locale));
      }
      if (member) {
        if (!(await spendPoints(tx, member.memberId, body.spending_point_value, number))) {
          throw engineError(422, engineErrorCodes.notEnoughPoints, text('notEnoughPoints', locale), 'spending_point_value');
        }
        await changePoints(tx, member.memberId, earned, number, 'earned');
      }
      return row as ReservationRecord;
    });
    await sendReservationEmail(deps.db, deps.config, 'booking_confirmation', record, hotel, locale);
    return { status: 201, body: { data: presentReservation(record, deps.catalogue, locale) } };
  } catch (error) {
    // Two requests with one key raced: the loser answers with the winner's booking.
    if (key && (error instanceof IdempotentRace || isUniqueViolation(error))) {
      const replay = await replayIdempotent(deps, key, hash, locale);
      if (replay) return replay;
    }
    throw error;
  }
}

class IdempotentRace extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return !(error instanceof HttpError) && (error as { code?: string }).code === '23505';
}

function assertBookable(
  body: CreateReservationBody,
  priced: { paymentMethods: string[]; membersOnly: boolean; rooms: Array<{ total_price: number }> },
  signedIn: boolean,
  locale: Locale,
): void {
  if (priced.membersOnly && !signedIn) throw engineError(403, engineErrorCodes.membersOnly, text('membersOnly', locale));
  if (body.payment_method === 'points') {
    if (!signedIn) throw engineError(403, engineErrorCodes.membersOnly, text('membersOnly', locale), 'payment_method');
  } else if (!priced.paymentMethods.includes(body.payment_method)) {
    throw engineError(422, engineErrorCodes.invalidParameter, text('paymentMethodNotOffered', locale), 'payment_method');
  }
  if (body.spending_point_value > 0 && !signedIn) {
    throw engineError(403, engineErrorCodes.membersOnly, text('membersOnly', locale), 'spending_point_value');
  }
  priced.rooms.forEach((room, index) => {
    const seen = body.rooms[index]?.total_price;
    if (seen !== room.total_price) {
      throw engineError(409, engineErrorCodes.priceChanged, `${text('priceChanged', locale)} (${room.total_price})`, `rooms.${index}.total_price`);
    }
  });
}
