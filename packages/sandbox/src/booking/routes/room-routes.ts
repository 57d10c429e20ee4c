import type { CancellationPolicy, RoomSearchPlan, RoomSearchRoom } from '@hotel/contracts';
import { addDays } from '@hotel/domain';
import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { pick } from '../../i18n/locales';
import { localeOf, requireClientSession } from '../guards';
import { hotelOf } from '../hotel-lookup';
import type { RateQuote } from '../pricing/quote-rate';
import { planFacts, planPictures, presentRate, presentRoomFacts, type RatePresentation } from '../present/rates';
import { cheapestStart, searchHotel } from '../room-search';
import { codeList, couponCode, isoDate, searchRooms } from '../schemas';
import { couponOf, occupanciesOrError, stayOrError } from '../search-input';

const roomSearchQuery = z.object({
  checkin_date: isoDate,
  checkout_date: isoDate,
  rooms: searchRooms,
  coupon_code: couponCode,
  is_day_use: z.boolean().optional().default(false),
  is_including_occupied: z.boolean().optional().default(false),
  search_type: z.literal('undated').optional(),
  nights: z.number().int().min(1).max(9).optional(),
  room_type_codes: codeList.optional(),
  room_plan_codes: codeList.optional(),
});

function asRooms(quotes: RateQuote[], p: RatePresentation, deps: SandboxDeps): RoomSearchRoom[] {
  const byRoom = new Map<string, RateQuote[]>();
  for (const quote of quotes) byRoom.set(quote.room.code, [...(byRoom.get(quote.room.code) ?? []), quote]);
  return [...byRoom.values()].map((list) => {
    const first = list[0] as RateQuote;
    return {
      ...presentRoomFacts(deps.config, first.room, p.locale),
      room_count: Math.max(...list.map((q) => q.roomsLeft)),
      rates: list.map((quote) => presentRate(quote, { ...p, policy: deps.catalogue.policy(quote.plan.cancellationPolicyId) })),
    };
  });
}

function asPlans(quotes: RateQuote[], p: RatePresentation, deps: SandboxDeps): RoomSearchPlan[] {
  const byPlan = new Map<string, RateQuote[]>();
  for (const quote of quotes) byPlan.set(quote.plan.code, [...(byPlan.get(quote.plan.code) ?? []), quote]);
  return [...byPlan.values()].map((list) => {
    const { plan } = list[0] as RateQuote;
    const policy = deps.catalogue.policy(plan.cancellationPolicyId);
    return {
      code: plan.code,
      name: pick(plan.name, p.locale),
      description: pick(plan.description, p.locale),
      ...planFacts(plan),
      url_plan_pictures: planPictures(deps.config, plan),
      rooms: list.map((quote) => ({
        ...presentRoomFacts(deps.config, quote.room, p.locale),
        room_count: quote.roomsLeft,
        rate: presentRate(quote, { ...p, policy }),
      })),
    };
  });
}

/** GET hotels/{id}/rooms?type=rooms|plans&q=… (SPEC 2.5, 4: both views of one search). */
export async function roomSearch(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const type = ctx.input(z.enum(['rooms', 'plans']).default('rooms'), ctx.query.get('type') ?? undefined);
  const q = ctx.q(roomSearchQuery);
  const locale = localeOf(ctx);
  const undated = q.search_type === 'undated';
  const isDayUse = undated ? false : q.is_day_use;
  const checkout = undated ? addDays(q.checkin_date, q.nights ?? 1) : q.checkout_date;
  let stay = stayOrError(ctx, deps, q.checkin_date, checkout, isDayUse);
  const coupon = couponOf(deps, q.coupon_code, hotel.id, stay.nights.length);
  const search = {
    hotel,
    stay,
    occupancies: occupanciesOrError(ctx, hotel, q.rooms),
    coupon,
    includeOccupied: undated || q.is_including_occupied,
    ...(q.room_type_codes ? { roomTypeCodes: q.room_type_codes } : {}),
    ...(q.room_plan_codes ? { planCodes: q.room_plan_codes } : {}),
  };
  if (undated) stay = (await cheapestStart(search, q.nights ?? 1, q.checkin_date, deps)) ?? stay;
  const quotes = await searchHotel({ ...search, stay }, deps);
  const presentation: RatePresentation = { config: deps.config, locale, stay, policy: undefined, coupon, now: deps.clock.now() };
  const data = type === 'rooms' ? asRooms(quotes, presentation, deps) : asPlans(quotes, presentation, deps);
  return {
    body: { data, checkin_date: stay.checkin, checkout_date: stay.checkout, nights: stay.isDayUse ? 0 : stay.nights.length },
  };
}

/** GET hotels/{id}/cancellation_policies?q={room_plan_codes}. */
export async function cancellationPolicies(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const { room_plan_codes: codes } = ctx.q(z.object({ room_plan_codes: codeList.default([]) }));
  const locale = localeOf(ctx);
  const plans = deps.catalogue.plans(hotel.id).filter((plan) => !codes.length || codes.includes(plan.code));
  const data: CancellationPolicy[] = plans.flatMap((plan) => {
    const policy = deps.catalogue.policy(plan.cancellationPolicyId);
    if (!policy) return [];
    return [
      {
        room_plan_code: plan.code,
        free_until_days_before: policy.freeUntilDaysBefore,
        rules: policy.rules.map((rule) => ({ days_before: rule.daysBefore, percent: rule.percent })),
        no_show_percent: policy.noShowPercent,
        description: pick(policy.description, locale),
      },
    ];
  });
  return { body: { data } };
}
