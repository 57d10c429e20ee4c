import type { CalendarInventory } from '@hotel/contracts';
import { monthOf } from './month';

/** One month of calendar data: days no stay can start on, rooms left and the lowest rate per day. */
export interface MonthInventory {
  disabled: string[];
  left: Record<string, number>;
  rates: Record<string, number>;
  fetchedAt: number;
}

/**
 * SPEC 2.3: availability is kept in the browser together with the last hotel id, and dropped when the
 * hotel differs from the last one. Months are keyed by what they were asked for.
 */
export interface InventoryCache {
  hotelId: string | null;
  months: Record<string, MonthInventory>;
}

/** Whose inventory: one hotel (hotel page), or the brand's hotels of the searched place (home, list). */
export type InventoryScope = { kind: 'hotel'; hotelId: string } | { kind: 'brand'; hotelIds: number[] };

export interface InventoryQuery {
  scope: InventoryScope;
  adults: number;
  children: number;
  nights: number;
}

export interface InventoryRequest extends InventoryQuery {
  /** The first of the two months one call answers (SPEC 7.1). */
  month: string;
}

export const emptyInventoryCache: InventoryCache = { hotelId: null, months: {} };

/** Month data older than this is fetched again: rooms sell. */
export const inventoryLifetimeMs = 10 * 60 * 1000;

export function scopeHotelId(scope: InventoryScope): string | null {
  return scope.kind === 'hotel' ? scope.hotelId : null;
}

function scopeName(scope: InventoryScope): string {
  return scope.kind === 'hotel' ? `hotel:${scope.hotelId}` : `brand:${scope.hotelIds.join(',') || 'all'}`;
}

export function monthKey(query: InventoryQuery, month: string): string {
  return `${scopeName(query.scope)}|${query.adults}|${query.children}|${query.nights}|${month}`;
}

export function splitByMonth(data: CalendarInventory, months: readonly string[], fetchedAt: number): Record<string, MonthInventory> {
  const entries = months.map((month): [string, MonthInventory] => {
    const inMonth = (day: string) => monthOf(day) === month;
    const left = Object.fromEntries(Object.entries(data.inventory).filter(([day]) => inMonth(day)));
    const rates = Object.fromEntries(
      Object.entries(data.room_rates).filter(([day]) => inMonth(day)).map(([day, rate]) => [day, rate.rate]),
    );
    return [month, { disabled: data.disabled_dates.filter(inMonth), left, rates, fetchedAt }];
  });
  return Object.fromEntries(entries);
}

/** Adds fetched months; a different hotel than the last one starts the cache afresh (SPEC 2.3). */
export function cacheWith(
  cache: InventoryCache,
  query: InventoryQuery,
  months: Record<string, MonthInventory>,
): InventoryCache {
  const hotelId = scopeHotelId(query.scope);
  const kept = cache.hotelId === hotelId ? cache.months : {};
  const added = Object.fromEntries(Object.entries(months).map(([month, data]) => [monthKey(query, month), data]));
  return { hotelId, months: { ...kept, ...added } };
}

/** The cache as a new page finds it: entries past their lifetime are dropped. */
export function freshCache(cache: InventoryCache | null, now: number): InventoryCache {
  if (!cache || typeof cache !== 'object' || typeof cache.months !== 'object') return emptyInventoryCache;
  const months = Object.fromEntries(
    Object.entries(cache.months).filter(([, data]) => now - data.fetchedAt < inventoryLifetimeMs),
  );
  return { hotelId: cache.hotelId ?? null, months };
}

/** The first visible month with no data yet (each call brings two months), or null when all are known. */
export function missingMonth(cache: InventoryCache, query: InventoryQuery, months: readonly string[]): string | null {
  const hotelId = scopeHotelId(query.scope);
  return months.find((month) => cache.hotelId !== hotelId || !cache.months[monthKey(query, month)]) ?? null;
}

export interface CalendarDays {
  blocked: string[];
  left: Record<string, number>;
  rates: Record<string, number>;
}

export function calendarDays(cache: InventoryCache, query: InventoryQuery | null, months: readonly string[]): CalendarDays {
  const days: CalendarDays = { blocked: [], left: {}, rates: {} };
  if (!query || cache.hotelId !== scopeHotelId(query.scope)) return days;
  for (const month of months) {
    const data = cache.months[monthKey(query, month)];
    if (!data) continue;
    days.blocked.push(...data.disabled);
    Object.assign(days.left, data.left);
    Object.assign(days.rates, data.rates);
  }
  return days;
}
