import type { PaymentMethodCode, SelectedRoomsPrice } from '@hotel/contracts';
import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { pick } from '../../i18n/locales';
import { localeOf, optionalMember, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import { freeCancellationDeadline } from '../present/rates';
import { codeList, couponCode, isoDate, kidsAgeRange } from '../schemas';
import { couponOf, occupanciesOrError, stayOrError } from '../search-input';
import { loadSelectionTable, type PricedSelection, priceSelection } from '../selected-rooms';

const selectedRoomsQuery = z.object({
  checkin_date: isoDate,
  checkout_date: isoDate,
  coupon_code: couponCode,
  is_day_use: z.boolean().optional().default(false),
  rooms: z
    .array(
      z.object({
        room_type_code: z.string().min(1).max(40),
        room_plan_code: z.string().min(1).max(40),
        adults: z.number().int().min(1).max(10),
        children: z.number().int().min(0).max(10).default(0),
        kids_age_range: kidsAgeRange.optional().default([]),
      }),
    )
    .min(1)
    .max(8),
  room_type_codes: codeList.optional(),
});

/** Payment methods every selected plan takes (SPEC 2.6), plus points for members. */
export function commonPaymentMethods(selection: PricedSelection, signedIn: boolean): PaymentMethodCode[] {
  const [first, ...rest] = selection.rooms.map((r) => r.quote.plan.paymentMethods);
  const common: PaymentMethodCode[] = (first ?? []).filter((method) => rest.every((methods) => methods.includes(method)));
  return signedIn ? [...common, 'points'] : common;
}

/** GET hotels/{id}/rooms/price?q=…: what the chosen rooms cost together (SPEC 3 selected-room response). */
export async function selectedRoomsPrice(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const member = await optionalMember(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const q = ctx.q(selectedRoomsQuery);
  const locale = localeOf(ctx);
  const stay = stayOrError(ctx, deps, q.checkin_date, q.checkout_date, q.is_day_use);
  const occupancies = occupanciesOrError(ctx, hotel, q.rooms);
  const table = await loadSelectionTable(deps.db, hotel, stay);
  const selected = q.rooms.map((room, i) => ({ roomTypeCode: room.room_type_code, planCode: room.room_plan_code, occupancy: occupancies[i]! }));
  const coupon = couponOf(deps, q.coupon_code, hotel.id, stay.nights.length);
  const priced = priceSelection(hotel, stay, selected, coupon, deps, table, locale);
  const withoutCoupon = coupon ? priceSelection(hotel, stay, selected, null, deps, table, locale) : priced;
  const sum = (list: PricedSelection, pick_: (r: PricedSelection['rooms'][number]) => number) => list.rooms.reduce((s, r) => s + pick_(r), 0);
  const hasMemberPrice = priced.rooms.some((r) => r.room.memberPrice);
  const data: SelectedRoomsPrice = {
    checkin_date: stay.checkin,
    checkout_date: stay.checkout,
    nights: stay.isDayUse ? 0 : stay.nights.length,
    adults: occupancies.reduce((s, o) => s + o.adults, 0),
    children: occupancies.reduce((s, o) => s + o.children, 0),
    number_of_days_to_checkin: stay.daysToCheckin,
    rooms: priced.rooms.map(({ quote, room }) => ({
      room_type_code: quote.room.code,
      room_type_name: pick(quote.room.name, locale),
      room_plan_code: quote.plan.code,
      room_plan_name: pick(quote.plan.name, locale),
      room_rates: room.dayRates,
      adults: room.occupancy.adults,
      children: room.occupancy.children,
      kids_age_range: room.occupancy.kidsAgeRange,
      total_price: room.publicPrice.total,
      sign_in_total_price: room.memberPrice?.total ?? null,
      tax: room.publicPrice.tax,
      room_size: { value: quote.room.sizeM2 },
      cancellation_free_deadline: freeCancellationDeadline(deps.catalogue.policy(quote.plan.cancellationPolicyId), stay.checkin, deps.clock.now()),
    })),
    coupon_discount_amount: sum(withoutCoupon, (r) => r.room.publicPrice.total) - sum(priced, (r) => r.room.publicPrice.total),
    original_price_with_tax: sum(priced, (r) => r.room.total),
    coupon_promotion: coupon ? { coupon_code: coupon.code, percent: coupon.percent, name: pick(coupon.name, locale) } : null,
    tax: sum(priced, (r) => r.room.publicPrice.tax),
    total_price: sum(priced, (r) => r.room.publicPrice.total),
    sign_in_total_price: hasMemberPrice ? sum(priced, (r) => (r.room.memberPrice ?? r.room.publicPrice).total) : null,
    payment_method: commonPaymentMethods(priced, Boolean(member)).map((code) => ({ code })),
  };
  return { body: { data } };
}
