import type { Locale } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';
import type { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import { text } from '../../i18n/messages';
import type { HotelSeed, PromoCodeSeed } from '../../seed/catalogue-types';
import { engineError } from '../../services/error-shapes';
import { withTax } from '../pricing/room-price';
import { roomPriceFor } from '../pricing/quote-rate';
import type { Stay } from '../pricing/stay';
import { loadSelectionTable, priceSelection } from '../selected-rooms';
import type { StoredExtra, StoredRoom } from './reservation-record';
import type { CreateReservationBody, reservationRoomSchema } from './schemas';

export interface PricedBooking {
  rooms: StoredRoom[];
  roomsTotal: number;
  roomsTax: number;
  couponDiscount: number;
  /** Payment methods every plan of the booking takes. */
  paymentMethods: string[];
  membersOnly: boolean;
}

type RoomRequest = z.infer<typeof reservationRoomSchema>;

/** Prices the rooms of a booking as this guest sees them (member price when signed in). */
export async function priceBooking(
  deps: SandboxDeps,
  hotel: HotelSeed,
  stay: Stay,
  requests: RoomRequest[],
  coupon: PromoCodeSeed | null,
  signedIn: boolean,
  locale: Locale,
): Promise<PricedBooking> {
  const table = await loadSelectionTable(deps.db, hotel, stay);
  const selected = requests.map((room) => ({
    roomTypeCode: room.room_type_code,
    planCode: room.room_plan_code,
    occupancy: {
      adults: room.adults,
      children: room.children,
      kidsAgeRange: hotel.kidsTiers ? room.kids_age_range.filter((range) => range.count > 0) : [],
    },
  }));
  const priced = priceSelection(hotel, stay, selected, coupon, deps, table, locale);
  const withoutCoupon = coupon ? priceSelection(hotel, stay, selected, null, deps, table, locale) : priced;
  const rooms: StoredRoom[] = priced.rooms.map(({ room }, index) => {
    const request = requests[index] as RoomRequest;
    const paid = roomPriceFor(room, signedIn);
    return {
      room_type_code: request.room_type_code,
      room_plan_code: request.room_plan_code,
      adults: request.adults,
      children: request.children,
      kids_tiers: request.kids_tiers,
      kids_age_range: request.kids_age_range,
      guest: { ...request.guest },
      total_price: paid.total,
      tax: paid.tax,
      list_price: room.total,
      day_rates: room.dayRates,
    };
  });
  const methodLists = priced.rooms.map((r) => r.quote.plan.paymentMethods as string[]);
  const first = methodLists[0] ?? [];
  return {
    rooms,
    roomsTotal: rooms.reduce((sum, room) => sum + room.total_price, 0),
    roomsTax: rooms.reduce((sum, room) => sum + room.tax, 0),
    couponDiscount: withoutCoupon.rooms.reduce((s, r) => s + roomPriceFor(r.room, signedIn).total, 0) - rooms.reduce((s, r) => s + r.total_price, 0),
    paymentMethods: first.filter((method) => methodLists.every((list) => list.includes(method))),
    membersOnly: priced.rooms.some((r) => r.quote.plan.membersOnly),
  };
}

/** SPEC 5: quantity zero is never sent; each extra must be the hotel's and offered for the booked plans. */
export function priceExtras(deps: SandboxDeps, hotel: HotelSeed, body: CreateReservationBody, locale: Locale): StoredExtra[] {
  const planCodes = body.rooms.map((room) => room.room_plan_code);
  return body.extras.map((order, index) => {
    const extra = deps.catalogue.extras(hotel.id).find((e) => e.id === order.extra_id);
    const offered = extra && (!extra.roomPlanCodes || extra.roomPlanCodes.some((code) => planCodes.includes(code)));
    if (!extra || !offered) throw engineError(404, engineErrorCodes.notFound, text('notFound', locale), `extras.${index}.extra_id`);
    if (order.quantity < extra.minUnit || order.quantity > extra.maxUnit) {
      throw engineError(400, engineErrorCodes.invalidParameter, `${text('invalidParameter', locale)}: quantity ${extra.minUnit}–${extra.maxUnit}`, `extras.${index}.quantity`);
    }
    const { total, tax } = withTax(extra.price * order.quantity);
    return { ...order, total_price: total, tax };
  });
}
