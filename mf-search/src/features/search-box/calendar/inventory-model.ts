import type { CalendarInventory } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $booking, persistAfterStart } from '@hotel/bus';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $pageHotelId } from '../context/model';
import { $directory, loadDirectoryFx } from '../location/model';
import { $openPopup } from '../popups/model';
import {
  type CalendarDays,
  type InventoryCache,
  type InventoryQuery,
  type InventoryRequest,
  cacheWith,
  emptyInventoryCache,
  calendarDays,
  freshCache,
  missingMonth,
  monthKey,
  splitByMonth,
} from './inventory-cache';
import { addMonths, firstDayOf, lastDayOf } from './month';
import { $visibleMonths, calendarShown } from './months-model';
import { inventoryScope } from './scope';

/** SPEC 2.3, 3: calendar data and the last hotel id are kept in the browser. */
const storageKey = 'calendar_data';

export const loadInventoryFx = attachApi(async ({ booking }, request: InventoryRequest) => {
  const { scope, month, adults, children, nights } = request;
  const data: CalendarInventory =
    scope.kind === 'hotel'
      ? await booking.inventory(scope.hotelId, {
          start_date: firstDayOf(month),
          end_date: lastDayOf(addMonths(month, 1)),
          adults,
          children,
          nights,
        })
      : await booking.brandInventory({ year_month: month, adults, children, nights, hotel_ids: scope.hotelIds });
  return { data, fetchedAt: Date.now() };
});
/** SPEC 8: a calendar failure shows no disabled dates and is only logged. */
export const inventoryWarnFx = createEffect((error: Error) => console.warn('Calendar inventory unavailable', error.message));

const cacheRestored = createEvent<InventoryCache>();
const $cache = createStore<InventoryCache>(emptyInventoryCache, { serialize: 'ignore' })
  // effector-storage also echoes each write back here: the cache itself is kept as it is.
  .on(cacheRestored, (cache, kept) => (kept === cache ? cache : freshCache(kept, Date.now())))
  .on(loadInventoryFx.done, (cache, { params, result }) =>
    cacheWith(cache, params, splitByMonth(result.data, [params.month, addMonths(params.month, 1)], result.fetchedAt)),
  );
persistAfterStart({ store: $cache, key: storageKey, restored: cacheRestored });

/** Months whose fetch failed on this page: shown without disabled dates, not asked for again. */
const $failed = createStore<string[]>([]).on(loadInventoryFx.fail, (failed, { params }) => [
  ...failed,
  monthKey(params, params.month),
  monthKey(params, addMonths(params.month, 1)),
]);
sample({ clock: loadInventoryFx.failData, target: inventoryWarnFx });

const $scope = combine($pageHotelId, $booking, $directory, inventoryScope);

/** Room 1's guests: every room is the same (SPEC 2.3), and availability is per room. */
export const $inventoryQuery = combine($scope, $booking, (scope, booking): InventoryQuery | null => {
  if (!scope) return null;
  const room = booking.roomList[0];
  return { scope, adults: room?.adults ?? 1, children: room?.children.length ?? 0, nights: booking.isUndated ? booking.nights : 1 };
});

sample({
  clock: calendarShown,
  source: { directory: $directory, booking: $booking, pending: loadDirectoryFx.pending },
  filter: ({ directory, booking, pending }) => directory === null && !pending && booking.searchType !== null,
  target: loadDirectoryFx,
});

const inventoryChecked = sample({
  clock: [calendarShown, $inventoryQuery.updates, $visibleMonths.updates, loadInventoryFx.finally],
  source: { open: $openPopup, query: $inventoryQuery, cache: $cache, failed: $failed, months: $visibleMonths },
  filter: ({ open, query }) => open === 'checking' && query !== null,
  fn: ({ query, cache, failed, months }): InventoryRequest | null => {
    if (!query) return null;
    const month = missingMonth(cache, query, months.filter((m) => !failed.includes(monthKey(query, m))));
    return month === null ? null : { ...query, month };
  },
});
sample({
  clock: inventoryChecked,
  source: loadInventoryFx.pending,
  filter: (pending, request) => !pending && request !== null,
  fn: (_, request) => request as InventoryRequest,
  target: loadInventoryFx,
});

export const $calendarDays = combine($cache, $inventoryQuery, $visibleMonths, (cache, query, months): CalendarDays =>
  calendarDays(cache, query, months),
);
export const $inventoryLoading = loadInventoryFx.pending;
