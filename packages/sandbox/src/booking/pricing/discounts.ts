import type { PlanSeed, PromoCodeSeed } from '../../seed/catalogue-types';

export interface AppliedPromotion {
  id: string;
  kind: 'early_bird' | 'coupon' | 'member';
  percent: number;
}

function discounted(value: number, percent: number): number {
  return Math.round(value * (1 - percent / 100));
}

/** A coupon applies when it exists, the stay is long enough and the hotel takes it. */
export function applicableCoupon(coupon: PromoCodeSeed | null, hotelId: number, nights: number): PromoCodeSeed | null {
  if (!coupon) return null;
  if (nights < coupon.minNights) return null;
  if (coupon.hotelIds && !coupon.hotelIds.includes(hotelId)) return null;
  return coupon;
}

/** Promotions everybody gets: early booking, then a coupon; each takes its percent off what is left. */
export function publicPromotions(plan: PlanSeed, daysToCheckin: number, coupon: PromoCodeSeed | null): AppliedPromotion[] {
  const promotions: AppliedPromotion[] = [];
  if (plan.earlyBirdDays !== null && plan.earlyBirdPercent > 0 && daysToCheckin >= plan.earlyBirdDays) {
    promotions.push({ id: `early-${plan.code}`, kind: 'early_bird', percent: plan.earlyBirdPercent });
  }
  if (coupon) promotions.push({ id: `coupon-${coupon.code}`, kind: 'coupon', percent: coupon.percent });
  return promotions;
}

export function memberPromotion(plan: PlanSeed): AppliedPromotion | null {
  return plan.signInDiscountPercent > 0 ? { id: `member-${plan.code}`, kind: 'member', percent: plan.signInDiscountPercent } : null;
}

export function applyPromotions(total: number, tax: number, promotions: AppliedPromotion[]): { total: number; tax: number } {
  return promotions.reduce(
    (price, promotion) => ({ total: discounted(price.total, promotion.percent), tax: discounted(price.tax, promotion.percent) }),
    { total, tax },
  );
}
