import type { CalendarInventory } from '@hotel/contracts';
import {
  type InventoryQuery,
  cacheWith,
  calendarDays,
  emptyInventoryCache,
  freshCache,
  inventoryLifetimeMs,
  missingMonth,
  splitByMonth,
} from './inventory-cache';

const twoMonths: CalendarInventory = {
  disabled_dates: ['2031-03-20', '2031-04-02'],
  inventory: { '2031-03-19': 3, '2031-03-20': 0, '2031-04-01': 9, '2031-04-02': 0 },
  room_rates: { '2031-03-19': { rate: 12000, inventory: 3 }, '2031-04-01': { rate: 9000, inventory: 9 } },
};
const hotel12: InventoryQuery = { scope: { kind: 'hotel', hotelId: '12' }, adults: 2, children: 0, nights: 1 };
const brand: InventoryQuery = { scope: { kind: 'brand', hotelIds: [] }, adults: 2, children: 0, nights: 1 };

describe('calendar cache (SPEC 2.3: kept with the last hotel id, dropped when the hotel differs)', () => {
  const months = splitByMonth(twoMonths, ['2031-03', '2031-04'], 1000);

  it('splits two months of inventory per month', () => {
    expect(months['2031-03']).toEqual({
      disabled: ['2031-03-20'],
      left: { '2031-03-19': 3, '2031-03-20': 0 },
      rates: { '2031-03-19': 12000 },
      fetchedAt: 1000,
    });
  });

  it('answers from the cache for the same hotel, guests and nights only', () => {
    const cache = cacheWith(emptyInventoryCache, hotel12, months);
    expect(missingMonth(cache, hotel12, ['2031-03', '2031-04'])).toBeNull();
    expect(missingMonth(cache, { ...hotel12, adults: 3 }, ['2031-03'])).toBe('2031-03');
    expect(missingMonth(cache, hotel12, ['2031-04', '2031-05'])).toBe('2031-05');
    expect(calendarDays(cache, hotel12, ['2031-03', '2031-04']).blocked).toEqual(['2031-03-20', '2031-04-02']);
  });

  it('drops everything when another hotel is searched', () => {
    const cache = cacheWith(cacheWith(emptyInventoryCache, hotel12, months), brand, {});
    expect(cache).toEqual({ hotelId: null, months: {} });
    expect(calendarDays(cache, hotel12, ['2031-03']).blocked).toEqual([]);
  });

  it('forgets months older than their lifetime when a page starts', () => {
    const cache = cacheWith(emptyInventoryCache, hotel12, months);
    expect(Object.keys(freshCache(cache, 1000 + inventoryLifetimeMs - 1).months)).toHaveLength(2);
    expect(freshCache(cache, 1000 + inventoryLifetimeMs).months).toEqual({});
    expect(freshCache(null, 0)).toEqual(emptyInventoryCache);
  });
});
