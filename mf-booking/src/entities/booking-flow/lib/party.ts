import type { RoomSelection, SelectedRoomsPrice } from '@hotel/contracts';

export interface Party {
  rooms: number;
  adults: number;
  children: number;
  guests: number;
}

export function partyOf(selection: Pick<RoomSelection, 'rooms'>): Party {
  const adults = selection.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = selection.rooms.reduce((sum, room) => sum + room.children.length, 0);
  return { rooms: selection.rooms.length, adults, children, guests: adults + children };
}

export interface PriceTotals {
  /** What this visitor pays, tax included. */
  total: number;
  /** The public total a member's price is below, when it is. */
  publicTotal: number | null;
  tax: number;
  /** Before tax. */
  subtotal: number;
  coupon: { code: string; percent: number; amount: number } | null;
}

/** The totals of the engine's answer for a visitor or a member (SPEC 6: members see sign-in prices). */
export function priceTotals(price: SelectedRoomsPrice, isMember: boolean): PriceTotals {
  const member = isMember ? price.sign_in_total_price : null;
  const total = member !== null && member < price.total_price ? member : price.total_price;
  const coupon = price.coupon_promotion
    ? { code: price.coupon_promotion.coupon_code, percent: price.coupon_promotion.percent, amount: price.coupon_discount_amount }
    : null;
  return { total, publicTotal: total < price.total_price ? price.total_price : null, tax: price.tax, subtotal: total - price.tax, coupon };
}

/** Each room's price for this visitor or member. */
export function roomPrice(room: SelectedRoomsPrice['rooms'][number], isMember: boolean): number {
  return isMember && room.sign_in_total_price !== null && room.sign_in_total_price < room.total_price ? room.sign_in_total_price : room.total_price;
}
