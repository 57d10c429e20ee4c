import type { HotelSeed, PlanSeed, PromoCodeSeed, RoomTypeSeed } from '../../seed/catalogue-types';
import { type AppliedPromotion, applyPromotions, memberPromotion, publicPromotions } from './discounts';
import { fitsRoom, nightPriceExcludingTax, type Occupancy, withTax } from './room-price';
import type { Stay } from './stay';

/** Rooms left and the base rate of one room type on one night. */
export interface NightFacts {
  left: number;
  rate: number;
}

/** Room-night facts keyed by `${roomTypeCode}|${night}`; a missing key means the night cannot be sold. */
export type NightTable = Map<string, NightFacts>;

export function nightKey(roomTypeCode: string, night: string): string {
  return `${roomTypeCode}|${night}`;
}

export interface RoomQuote {
  occupancy: Occupancy;
  /** List price of this room for the stay, tax included. */
  total: number;
  tax: number;
  /** After the public promotions, and after the member discount too (when the plan has one). */
  publicPrice: { total: number; tax: number };
  memberPrice: { total: number; tax: number } | null;
  dayRates: Array<{ date: string; day_total_rate: number }>;
}

/** One plan of one room type priced for a stay and every room of the search. */
export interface RateQuote {
  hotel: HotelSeed;
  room: RoomTypeSeed;
  plan: PlanSeed;
  roomsLeft: number;
  available: boolean;
  rooms: RoomQuote[];
  list: { total: number; tax: number };
  publicPrice: { total: number; tax: number; promotions: AppliedPromotion[] };
  memberPrice: { total: number; tax: number; promotion: AppliedPromotion } | null;
}

export interface QuoteInput {
  hotel: HotelSeed;
  room: RoomTypeSeed;
  plan: PlanSeed;
  stay: Stay;
  occupancies: Occupancy[];
  nights: NightTable;
  coupon: PromoCodeSeed | null;
}

/** Why a plan is not offered for this search at all (as opposed to offered but sold out). */
export type NotOffered = 'notThisRoom' | 'dayUseMismatch' | 'minimumStay' | 'capacity' | 'noRates';

export function quoteRate(input: QuoteInput): RateQuote | NotOffered {
  const { hotel, room, plan, stay, occupancies, nights, coupon } = input;
  if (!plan.roomTypeCodes.includes(room.code)) return 'notThisRoom';
  if (plan.isDayUse !== stay.isDayUse) return 'dayUseMismatch';
  if (!stay.isDayUse && stay.nights.length < plan.minStay) return 'minimumStay';
  if (!occupancies.every((occupancy) => fitsRoom(room, occupancy))) return 'capacity';
  const facts = stay.nights.map((night) => nights.get(nightKey(room.code, night)));
  if (facts.some((fact) => !fact)) return 'noRates';
  const known = facts as NightFacts[];

  const promotions = publicPromotions(plan, stay.daysToCheckin, coupon);
  const member = memberPromotion(plan);
  const rooms: RoomQuote[] = occupancies.map((occupancy) => {
    const days = known.map((fact, i) => {
      const excluding = nightPriceExcludingTax(fact.rate, room, plan, occupancy, hotel.kidsTiers, stay.isDayUse);
      return { date: stay.nights[i] as string, ...withTax(excluding) };
    });
    const total = days.reduce((sum, day) => sum + day.total, 0);
    const tax = days.reduce((sum, day) => sum + day.tax, 0);
    const publicPrice = applyPromotions(total, tax, promotions);
    return {
      occupancy,
      total,
      tax,
      publicPrice,
      memberPrice: member ? applyPromotions(publicPrice.total, publicPrice.tax, [member]) : null,
      dayRates: days.map((day) => ({ date: day.date, day_total_rate: day.total })),
    };
  });
  const sum = (pick: (room: RoomQuote) => { total: number; tax: number }) => ({
    total: rooms.reduce((s, r) => s + pick(r).total, 0),
    tax: rooms.reduce((s, r) => s + pick(r).tax, 0),
  });
  const roomsLeft = Math.min(...known.map((fact) => fact.left));
  return {
    hotel,
    room,
    plan,
    roomsLeft: Math.max(0, roomsLeft),
    available: roomsLeft >= occupancies.length,
    rooms,
    list: sum((r) => r),
    publicPrice: { ...sum((r) => r.publicPrice), promotions },
    memberPrice: member ? { ...sum((r) => r.memberPrice ?? r.publicPrice), promotion: member } : null,
  };
}

/** What this guest pays for one room of the quote. */
export function roomPriceFor(room: RoomQuote, signedIn: boolean): { total: number; tax: number } {
  return signedIn && room.memberPrice ? room.memberPrice : room.publicPrice;
}

/** What this guest pays: the member price when signed in and the plan has one, else the public price. */
export function priceFor(quote: RateQuote, signedIn: boolean): { total: number; tax: number } {
  return signedIn && quote.memberPrice ? quote.memberPrice : quote.publicPrice;
}
