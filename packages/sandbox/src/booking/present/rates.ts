import type { Discount, Locale, RoomPicture, RoomRate, RoomTypeFacts } from '@hotel/contracts';
import { addDays } from '@hotel/domain';
import type { SandboxConfig } from '../../config';
import { pick } from '../../i18n/locales';
import { text } from '../../i18n/messages';
import type { CancellationPolicySeed, PlanSeed, PromoCodeSeed, RoomTypeSeed } from '../../seed/catalogue-types';
import type { AppliedPromotion } from '../pricing/discounts';
import type { RateQuote } from '../pricing/quote-rate';
import type { Stay } from '../pricing/stay';

/** A picture of the content API: the same for every language, like a photo. */
export function imageUrl(config: SandboxConfig, path: string): string {
  return `${config.publicUrl}/content/images/${path}.png`;
}

export function roomPictures(config: SandboxConfig, room: RoomTypeSeed): RoomPicture[] {
  return Array.from({ length: room.pictureCount }, (_, i) => {
    const url = imageUrl(config, `rooms/${room.hotelId}/${room.code}/${i + 1}`);
    return { chatbot_header: { url }, wordpress_thumb: { url: `${url}?size=thumb` }, wordpress: { url } };
  });
}

export function planPictures(config: SandboxConfig, plan: PlanSeed): string[] {
  return Array.from({ length: plan.pictureCount }, (_, i) => imageUrl(config, `plans/${plan.hotelId}/${plan.code}/${i + 1}`));
}

export function presentRoomFacts(config: SandboxConfig, room: RoomTypeSeed, locale: Locale): RoomTypeFacts {
  return {
    room_type_code: room.code,
    room_type_name: pick(room.name, locale),
    room_type_description: pick(room.description, locale),
    room_size: { value: room.sizeM2, unit: 'm2' },
    beds: room.beds,
    is_smoking: room.isSmoking,
    max_people: room.maxPeople,
    min_people: room.minPeople,
    sleeps: room.sleeps,
    room_pictures: roomPictures(config, room),
    amenity_ids: room.amenityIds,
  };
}

/** The last moment cancelling is free: 23:59 Japan time, `freeUntilDaysBefore` days before check-in. */
export function freeCancellationDeadline(policy: CancellationPolicySeed | undefined, checkin: string, now: Date): string | null {
  if (!policy || policy.freeUntilDaysBefore === null) return null;
  const deadline = `${addDays(checkin, -policy.freeUntilDaysBefore)}T23:59:00+09:00`;
  return Date.parse(deadline) > now.getTime() ? deadline : null;
}

export function promotionName(promotion: AppliedPromotion, locale: Locale, coupon: PromoCodeSeed | null): string {
  if (promotion.kind === 'coupon' && coupon) return `${pick(coupon.name, locale)} (${coupon.code})`;
  return `${text(promotion.kind === 'member' ? 'memberDiscount' : 'earlyBird', locale)} ${promotion.percent}%`;
}

function discount(price: { total: number; tax: number }, promotions: AppliedPromotion[], locale: Locale, coupon: PromoCodeSeed | null): Discount {
  return {
    total_price_after_discount: price.total,
    total_price_after_discount_tax: price.tax,
    promotions: promotions.map((p) => ({ id: p.id, name: promotionName(p, locale, coupon), percent: p.percent })),
  };
}

export function policyLink(config: SandboxConfig, plan: PlanSeed, locale: Locale): string {
  return `${config.publicUrl}/content/policies/${plan.hotelId}/${encodeURIComponent(plan.code)}?lang=${encodeURIComponent(locale)}`;
}

/** What every view of a plan says about it, whichever way the search is grouped. */
export function planFacts(plan: PlanSeed) {
  return {
    meal_type: plan.mealType,
    payment_method: plan.paymentMethods,
    members_only: plan.membersOnly,
    min_stay: plan.minStay,
    is_day_use: plan.isDayUse,
    trip_types: plan.tripTypes,
  };
}

export interface RatePresentation {
  config: SandboxConfig;
  locale: Locale;
  stay: Stay;
  policy: CancellationPolicySeed | undefined;
  coupon: PromoCodeSeed | null;
  /** The sandbox clock's now: a free-cancellation deadline already past is not shown. */
  now: Date;
}

export function presentRate(quote: RateQuote, p: RatePresentation): RoomRate {
  const { plan } = quote;
  const nights = Math.max(1, p.stay.nights.length);
  const publicHasPromotion = quote.publicPrice.promotions.length > 0;
  const dayTotals = new Map<string, number>();
  for (const room of quote.rooms) {
    for (const day of room.dayRates) dayTotals.set(day.date, (dayTotals.get(day.date) ?? 0) + day.day_total_rate);
  }
  return {
    room_type_code: quote.room.code,
    room_plan_code: plan.code,
    room_plan_name: pick(plan.name, p.locale),
    hotel_plan_description: pick(plan.description, p.locale),
    ...planFacts(plan),
    room_rate: Math.round(quote.list.total / quote.rooms.length / nights),
    total_price: quote.list.total,
    tax: quote.list.tax,
    day_rates: [...dayTotals].map(([date, total]) => ({ date, day_total_rate: total })),
    sign_in_discount: quote.memberPrice
      ? discount(quote.memberPrice, [...quote.publicPrice.promotions, quote.memberPrice.promotion], p.locale, p.coupon)
      : null,
    non_sign_in_discount: publicHasPromotion ? discount(quote.publicPrice, quote.publicPrice.promotions, p.locale, p.coupon) : null,
    cancellation_free_deadline: freeCancellationDeadline(p.policy, p.stay.checkin, p.now),
    cancellation_policy_link: policyLink(p.config, plan, p.locale),
    room_left: quote.roomsLeft,
    available: quote.available,
    url_plan_pictures: planPictures(p.config, plan),
  };
}

