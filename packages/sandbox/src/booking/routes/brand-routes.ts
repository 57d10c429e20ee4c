import type { HotelPrice, Paged } from '@hotel/contracts';
import { addDays } from '@hotel/domain';
import { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import type { HotelSeed } from '../../seed/catalogue-types';
import { japanToday } from '../../clock/clock';
import { requireClientSession } from '../guards';
import { assertBrand } from '../hotel-lookup';
import { loadNightTables } from '../night-table';
import type { Occupancy } from '../pricing/room-price';
import { makeStay } from '../pricing/stay';
import { lowestPublicPrice, quoteHotel } from '../room-search';
import { isoDate, kidsAgeRange } from '../schemas';
import { stayOrError } from '../search-input';

const brandHotelsQuery = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  per_page: z.number().int().min(1).max(100).default(5),
  rooms: z
    .array(
      z.object({
        checkin_date: isoDate,
        checkout_date: isoDate,
        adults: z.number().int().min(1).max(10),
        children: z.number().int().min(0).max(10).default(0),
        kids_age_range: kidsAgeRange.optional().default([]),
      }),
    )
    .min(1)
    .max(8),
  hotel_codes: z.array(z.string().min(1).max(40)).max(200).default([]),
  is_including_max_of_lowest_price_next_30_days: z.boolean().optional().default(false),
  is_day_use: z.boolean().optional().default(false),
});

/** The most the cheapest stay costs on any start date of the next 30 days (a "prices from … to …" hint). */
async function maxOfLowestNext30Days(hotel: HotelSeed, occupancies: Occupancy[], nights: number, deps: SandboxDeps) {
  const today = japanToday(deps.clock);
  const starts = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));
  const all = [...new Set(starts.flatMap((s) => Array.from({ length: nights }, (_, i) => addDays(s, i))))];
  const table = (await loadNightTables(deps.db, [hotel.id], all)).get(hotel.id) ?? new Map();
  let max: number | null = null;
  for (const start of starts) {
    const stay = makeStay(start, addDays(start, nights), false, today);
    if (typeof stay === 'string') continue;
    const lowest = lowestPublicPrice(quoteHotel({ hotel, stay, occupancies, coupon: null, includeOccupied: false }, deps, table));
    if (lowest) max = Math.max(max ?? 0, lowest.publicPrice.total);
  }
  return max;
}

/**
 * GET hotel_brands/{brand}/hotels?is_including_lowest_price=true&q=…: each requested hotel's lowest public
 * price for the stay and rooms (SPEC 3 price request), a page of hotel codes at a time.
 */
export async function brandHotelPrices(ctx: RequestContext, deps: SandboxDeps) {
  await requireClientSession(ctx, deps);
  assertBrand(ctx, deps);
  const q = ctx.q(brandHotelsQuery);
  const first = q.rooms[0]!;
  const stay = stayOrError(ctx, deps, first.checkin_date, first.checkout_date, q.is_day_use);
  const occupancies: Occupancy[] = q.rooms.map((room) => ({
    adults: room.adults,
    children: room.children,
    kidsAgeRange: room.kids_age_range.filter((r) => r.count > 0),
  }));
  const codes = q.hotel_codes.length ? q.hotel_codes : deps.catalogue.hotels.map((h) => h.code);
  const pageCodes = codes.slice((q.page - 1) * q.per_page, q.page * q.per_page);
  const hotels = pageCodes.map((code) => deps.catalogue.hotelByCode(code)).filter((h): h is HotelSeed => Boolean(h));
  const tables = await loadNightTables(deps.db, hotels.map((h) => h.id), stay.nights);
  const withLowest = ctx.query.get('is_including_lowest_price') !== 'false';
  const data: HotelPrice[] = [];
  for (const hotel of hotels) {
    // Tier codes differ per hotel: a hotel without tiers prices children by count.
    const own = occupancies.map((o) => ({ ...o, kidsAgeRange: hotel.kidsTiers ? o.kidsAgeRange : [] }));
    const lowest = withLowest
      ? lowestPublicPrice(quoteHotel({ hotel, stay, occupancies: own, coupon: null, includeOccupied: false }, deps, tables.get(hotel.id) ?? new Map()))
      : null;
    data.push({
      id: hotel.id,
      code: hotel.code,
      lowest_price: lowest?.publicPrice.total ?? null,
      currency: 'JPY',
      rooms_left: lowest?.roomsLeft ?? null,
      ...(q.is_including_max_of_lowest_price_next_30_days
        ? { max_of_lowest_price_next_30_days: await maxOfLowestNext30Days(hotel, own, Math.max(1, stay.nights.length), deps) }
        : {}),
    });
  }
  const body: Paged<HotelPrice> = { data, meta: { page: q.page, per_page: q.per_page, total_count: codes.length } };
  return { body };
}
