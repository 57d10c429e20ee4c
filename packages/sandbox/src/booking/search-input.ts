import { engineErrorCodes } from '@hotel/domain';
import type { z } from 'zod';
import type { SandboxDeps } from '../deps';
import type { RequestContext } from '../http/request-context';
import { text } from '../i18n/messages';
import type { HotelSeed, PromoCodeSeed } from '../seed/catalogue-types';
import { japanToday } from '../clock/clock';
import { engineError } from '../services/error-shapes';
import { localeOf } from './guards';
import { applicableCoupon } from './pricing/discounts';
import type { Occupancy } from './pricing/room-price';
import { makeStay, type Stay } from './pricing/stay';
import type { searchRoom } from './schemas';

/** A stay from request dates, or 400 with the reason in the request's language. */
export function stayOrError(ctx: RequestContext, deps: Pick<SandboxDeps, 'clock'>, checkin: string, checkout: string, isDayUse: boolean): Stay {
  const stay = makeStay(checkin, checkout, isDayUse, japanToday(deps.clock));
  if (typeof stay === 'string') {
    const field = stay === 'checkinPast' ? 'checkin_date' : 'checkout_date';
    throw engineError(400, engineErrorCodes.invalidParameter, `${text('invalidDates', localeOf(ctx))} (${stay})`, field);
  }
  return stay;
}

/** Search rooms as occupancies; kids tier codes must be the hotel's own. */
export function occupanciesOrError(ctx: RequestContext, hotel: HotelSeed, rooms: Array<z.infer<typeof searchRoom>>): Occupancy[] {
  const tierCodes = new Set((hotel.kidsTiers ?? []).map((tier) => tier.code));
  return rooms.map((room, index) => {
    for (const range of room.kids_age_range) {
      if (!tierCodes.has(range.code)) {
        throw engineError(400, engineErrorCodes.invalidParameter, `${text('invalidParameter', localeOf(ctx))}: kids tier ${range.code}`, `rooms.${index}.kids_age_range`);
      }
    }
    return { adults: room.adults, children: room.children, kidsAgeRange: room.kids_age_range.filter((r) => r.count > 0) };
  });
}

/**
 * The coupon that applies to this hotel and stay length (SPEC 5: known codes match case-insensitively),
 * or null: unknown or inapplicable codes are simply not applied.
 */
export function couponOf(deps: SandboxDeps, code: string | undefined, hotelId: number, nights: number): PromoCodeSeed | null {
  return applicableCoupon(code ? (deps.catalogue.promoCode(code) ?? null) : null, hotelId, nights);
}
