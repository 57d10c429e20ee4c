import { addDays } from '@hotel/domain';
import type { SandboxDeps } from '../deps';
import type { HotelSeed, PromoCodeSeed } from '../seed/catalogue-types';
import { loadNightTables } from './night-table';
import { type NightTable, quoteRate, type RateQuote } from './pricing/quote-rate';
import type { Occupancy } from './pricing/room-price';
import { makeStay, type Stay } from './pricing/stay';

export interface HotelSearch {
  hotel: HotelSeed;
  stay: Stay;
  occupancies: Occupancy[];
  coupon: PromoCodeSeed | null;
  includeOccupied: boolean;
  roomTypeCodes?: string[];
  planCodes?: string[];
}

/** Every plan of every room type the hotel offers for this search, priced; sold-out ones only when asked. */
export function quoteHotel(search: HotelSearch, deps: SandboxDeps, nights: NightTable): RateQuote[] {
  const { hotel } = search;
  const quotes: RateQuote[] = [];
  for (const room of deps.catalogue.roomTypes(hotel.id)) {
    if (search.roomTypeCodes?.length && !search.roomTypeCodes.includes(room.code)) continue;
    for (const plan of deps.catalogue.plans(hotel.id)) {
      if (search.planCodes?.length && !search.planCodes.includes(plan.code)) continue;
      const quote = quoteRate({ hotel, room, plan, stay: search.stay, occupancies: search.occupancies, nights, coupon: search.coupon });
      if (typeof quote === 'string') continue;
      if (quote.available || search.includeOccupied) quotes.push(quote);
    }
  }
  return quotes;
}

export async function searchHotel(search: HotelSearch, deps: SandboxDeps): Promise<RateQuote[]> {
  const tables = await loadNightTables(deps.db, [search.hotel.id], search.stay.nights);
  return quoteHotel(search, deps, tables.get(search.hotel.id) ?? new Map());
}

/** The cheapest public price among available quotes, or null. */
export function lowestPublicPrice(quotes: RateQuote[]): RateQuote | null {
  let best: RateQuote | null = null;
  for (const quote of quotes) {
    if (!quote.available || quote.plan.membersOnly) continue;
    if (!best || quote.publicPrice.total < best.publicPrice.total) best = quote;
  }
  return best;
}

/** Undated search: the start date, within 30 days of the one asked for, where the stay costs least. */
export async function cheapestStart(search: HotelSearch, nightsCount: number, today: string, deps: SandboxDeps): Promise<Stay | null> {
  const starts = Array.from({ length: 30 }, (_, i) => addDays(search.stay.checkin, i));
  const allNights = [...new Set(starts.flatMap((start) => Array.from({ length: nightsCount }, (_, i) => addDays(start, i))))];
  const table = (await loadNightTables(deps.db, [search.hotel.id], allNights)).get(search.hotel.id) ?? new Map();
  let best: { stay: Stay; price: number } | null = null;
  for (const start of starts) {
    const stay = makeStay(start, addDays(start, nightsCount), false, today);
    if (typeof stay === 'string') continue;
    const cheapest = lowestPublicPrice(quoteHotel({ ...search, stay, includeOccupied: false }, deps, table));
    if (cheapest && (!best || cheapest.publicPrice.total < best.price)) best = { stay, price: cheapest.publicPrice.total };
  }
  return best?.stay ?? null;
}
