import type { PlanAvailability } from '@hotel/contracts';
import { addDays } from '@hotel/domain';
import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { calendarInventory } from '../calendar';
import { requireClientSession } from '../guards';
import { assertBrand, hotelOf } from '../hotel-lookup';
import { loadNightTables } from '../night-table';
import { quoteRate } from '../pricing/quote-rate';
import { makeStay } from '../pricing/stay';
import { codeList, commaList, isoDate } from '../schemas';
import { japanToday } from '../../clock/clock';

const inventoryQuery = z
  .object({
    start_date: isoDate,
    end_date: isoDate,
    adults: z.number().int().min(1).max(10).default(1),
    children: z.number().int().min(0).max(10).default(0),
    nights: z.number().int().min(1).max(9).default(1),
    room_type_codes: codeList.optional(),
  })
  .refine((q) => q.end_date >= q.start_date, { message: 'end_date is before start_date', path: ['end_date'] });

/** GET hotels/{id}/rooms/inventory?q=… */
export async function hotelInventory(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const q = ctx.q(inventoryQuery);
  const data = await calendarInventory(
    {
      hotels: [hotel],
      start: q.start_date,
      end: q.end_date,
      nights: q.nights,
      occupancy: { adults: q.adults, children: q.children, kidsAgeRange: [] },
      ...(q.room_type_codes ? { roomTypeCodes: q.room_type_codes } : {}),
    },
    deps,
  );
  return { body: { data } };
}

const brandInventoryQuery = z.object({
  year_month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM'),
  adults: z.coerce.number().int().min(1).max(10).default(1),
  children: z.coerce.number().int().min(0).max(10).default(0),
  nights: z.coerce.number().int().min(1).max(9).default(1),
});

/** GET hotel_brands/{brand}/inventory?year_month&adults&children&nights&hotel_ids: two months per fetch. */
export async function brandInventory(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  assertBrand(ctx, deps);
  const q = ctx.input(brandInventoryQuery, Object.fromEntries(ctx.query));
  const ids = commaList(ctx.query.get('hotel_ids')).map(Number);
  const hotels = ids.length ? deps.catalogue.hotels.filter((h) => ids.includes(h.id)) : deps.catalogue.hotels;
  const start = `${q.year_month}-01`;
  const [year, month] = q.year_month.split('-').map(Number) as [number, number];
  const end = addDays(new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10), -1);
  const data = await calendarInventory(
    { hotels, start, end, nights: q.nights, occupancy: { adults: q.adults, children: q.children, kidsAgeRange: [] } },
    deps,
  );
  return { body: { data } };
}

const availabilityQuery = z
  .object({
    start_date: isoDate,
    end_date: isoDate,
    room_plan_code: z.string().min(1).max(40),
    adults: z.coerce.number().int().min(1).max(10).default(1),
    children: z.coerce.number().int().min(0).max(10).default(0),
    nights: z.coerce.number().int().min(1).max(9).default(1),
  })
  .refine((q) => q.end_date >= q.start_date, { message: 'end_date is before start_date', path: ['end_date'] });

/** GET hotels/{id}/rooms/availability: for one plan, per start date, whether and for how much it can be booked. */
export async function planAvailability(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  const hotel = hotelOf(ctx, deps);
  const q = ctx.input(availabilityQuery, Object.fromEntries(ctx.query));
  const plan = deps.catalogue.plan(hotel.id, q.room_plan_code);
  if (!plan) throw ctx.errors.notFound(ctx.locale);
  const starts: string[] = [];
  for (let date = q.start_date; date <= q.end_date && starts.length < 93; date = addDays(date, 1)) starts.push(date);
  const allNights = [...new Set(starts.flatMap((s) => Array.from({ length: q.nights }, (_, i) => addDays(s, i))))];
  const table = (await loadNightTables(deps.db, [hotel.id], allNights)).get(hotel.id) ?? new Map();
  const occupancy = { adults: q.adults, children: q.children, kidsAgeRange: [] };
  const today = japanToday(deps.clock);
  const data: PlanAvailability['data'] = starts.map((date) => {
    const stay = makeStay(date, addDays(date, q.nights), false, today);
    let best: { left: number; rate: number } | null = null;
    if (typeof stay !== 'string') {
      for (const room of deps.catalogue.roomTypes(hotel.id)) {
        const quote = quoteRate({ hotel, room, plan, stay, occupancies: [occupancy], nights: table, coupon: null });
        if (typeof quote === 'string' || !quote.available) continue;
        const nightly = Math.round(quote.publicPrice.total / q.nights);
        if (!best || nightly < best.rate) best = { left: quote.roomsLeft, rate: nightly };
      }
    }
    return { date, available: Boolean(best), rooms_left: best?.left ?? 0, rate: best?.rate ?? null };
  });
  return { body: { data } };
}
