import type { Discount, RoomRate, RoomSearchPlan, RoomSearchRoom, RoomTypeFacts } from '@hotel/contracts';

/** One rate of one room type: what a visitor picks (the same in both views). */
export interface Offer {
  room: RoomTypeFacts & { room_count: number };
  rate: RoomRate;
}

/** What a rate costs the one looking at it (SPEC 6: visitors see public prices, members their own). */
export interface PriceView {
  /** What is paid, tax included, for every room and night of the search. */
  price: number;
  /** The higher price it replaces (struck through), or null. */
  was: number | null;
  /** The promotions that make the difference, or null. */
  promotion: string | null;
  /** For a visitor: what a member pays, to invite a login; null for members or plans without one. */
  memberPrice: number | null;
}

export function offerKey(roomTypeCode: string, planCode: string): string {
  return `${roomTypeCode}|${planCode}`;
}

/** The price everybody pays: after a public promotion (early bird, coupon) when there is one. */
export function publicPrice(rate: RoomRate): number {
  return rate.non_sign_in_discount?.total_price_after_discount ?? rate.total_price;
}

function promotionNames(discount: Discount): string | null {
  const names = discount.promotions.map((promotion) => promotion.name).filter(Boolean);
  return names.length > 0 ? names.join(' · ') : null;
}

function higher(was: number, price: number): number | null {
  return was > price ? was : null;
}

export function priceView(rate: RoomRate, isMember: boolean): PriceView {
  const publicTotal = publicPrice(rate);
  const member = rate.sign_in_discount;
  if (isMember && member) {
    const price = member.total_price_after_discount;
    return { price, was: higher(publicTotal, price), promotion: promotionNames(member), memberPrice: null };
  }
  const open = rate.non_sign_in_discount;
  const memberPrice = !isMember && member && member.total_price_after_discount < publicTotal ? member.total_price_after_discount : null;
  return {
    price: publicTotal,
    was: open ? higher(rate.total_price, publicTotal) : null,
    promotion: open ? promotionNames(open) : null,
    memberPrice,
  };
}

export function shownPrice(rate: RoomRate, isMember: boolean): number {
  return priceView(rate, isMember).price;
}

/** Every offer of a rooms answer. */
export function offersOfRooms(rooms: readonly RoomSearchRoom[]): Offer[] {
  return rooms.flatMap(({ rates, ...room }) => rates.map((rate) => ({ room, rate })));
}

/** Every offer of a plans answer. */
export function offersOfPlans(plans: readonly RoomSearchPlan[]): Offer[] {
  return plans.flatMap((plan) => plan.rooms.map(({ rate, ...room }) => ({ room, rate })));
}

/** SPEC 2.5 `roomCode`/`planCode`: the rate a link points at (either code alone narrows to it too). */
export function isLinkedOffer(link: { roomCode: string | null; planCode: string | null } | null, offer: Offer): boolean {
  if (!link || (link.roomCode === null && link.planCode === null)) return false;
  return (
    (link.roomCode === null || link.roomCode === offer.room.room_type_code) &&
    (link.planCode === null || link.planCode === offer.rate.room_plan_code)
  );
}
