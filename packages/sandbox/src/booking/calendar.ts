import type { CalendarInventory } from '@hotel/contracts';
import { addDays } from '@hotel/domain';
import type { SandboxDeps } from '../deps';
import type { HotelSeed, RoomTypeSeed } from '../seed/catalogue-types';
import { japanToday } from '../clock/clock';
import { loadNightTables } from './night-table';
import { nightKey, type NightTable } from './pricing/quote-rate';
import { fitsRoom, type Occupancy, withTax } from './pricing/room-price';

export interface CalendarRequest {
  hotels: HotelSeed[];
  start: string;
  /** Inclusive. */
  end: string;
  occupancy: Occupancy;
  nights: number;
  roomTypeCodes?: string[];
}

/**
 * Calendar data (SPEC 2.3, 4): for each start date in the range, the rooms left for a stay of `nights`
 * nights (summed over every room type and hotel that fits the guests), the lowest nightly rate, and the
 * dates no stay can start on. Past dates and dates beyond the inventory are disabled.
 */
export async function calendarInventory(request: CalendarRequest, deps: SandboxDeps): Promise<CalendarInventory> {
  const today = japanToday(deps.clock);
  const starts: string[] = [];
  for (let date = request.start; date <= request.end && starts.length < 93; date = addDays(date, 1)) starts.push(date);
  const nightsNeeded = [...new Set(starts.flatMap((start) => Array.from({ length: request.nights }, (_, i) => addDays(start, i))))];
  const tables = await loadNightTables(deps.db, request.hotels.map((h) => h.id), nightsNeeded);
  const result: CalendarInventory = { disabled_dates: [], inventory: {}, room_rates: {} };
  for (const start of starts) {
    let left = 0;
    let lowest: number | null = null;
    if (start >= today) {
      for (const hotel of request.hotels) {
        const table = tables.get(hotel.id) ?? new Map();
        for (const room of deps.catalogue.roomTypes(hotel.id)) {
          if (request.roomTypeCodes?.length && !request.roomTypeCodes.includes(room.code)) continue;
          const stay = stayFacts(table, room, start, request.nights);
          if (!stay || stay.left < 1 || !fitsRoom(room, request.occupancy)) continue;
          left += stay.left;
          lowest = lowest === null ? stay.rate : Math.min(lowest, stay.rate);
        }
      }
    }
    result.inventory[start] = left;
    if (left < 1) result.disabled_dates.push(start);
    else result.room_rates[start] = { rate: withTax(lowest ?? 0).total, inventory: left };
  }
  return result;
}

/** Rooms left over every night of the stay and the first night's rate; null when a night cannot be sold. */
function stayFacts(table: NightTable, room: RoomTypeSeed, start: string, nights: number): { left: number; rate: number } | null {
  let left = Number.POSITIVE_INFINITY;
  let rate = 0;
  for (let i = 0; i < nights; i += 1) {
    const fact = table.get(nightKey(room.code, addDays(start, i)));
    if (!fact) return null;
    left = Math.min(left, fact.left);
    if (i === 0) rate = fact.rate;
  }
  return { left, rate };
}
