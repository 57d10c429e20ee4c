import type { CalendarInventory } from '@hotel/contracts';
import { currentApi } from '@hotel/api';
import { $booking, readStored, writeStored } from '@hotel/bus';
import { combine, createEffect, createStore, sample } from 'effector';
import { $pageHotelId } from '../context/model';
import { $directory, fetchDirectoryFx } from '../location/model';
import { $openPopup } from '../popups/model';
import {
  type CalendarDays,
  type InventoryCache,
  type InventoryQuery,
  type InventoryRequest,
  cacheWith,
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

export const fetchInventoryFx = createEffect(async (request: InventoryRequest) => {
  const { scope, month, adults, children, nights } = request;
  const api = currentApi().booking;
  const data: CalendarInventory =
    scope.kind === 'hotel'
      ? await api.inventory(scope.hotelId, {
          start_date: firstDayOf(month),
          end_date: lastDayOf(addMonths(month, 1)),
          adults,
          children,
          nights,
        })
      : await api.brandInventory({ year_month: month, adults, children, nights, hotel_ids: scope.hotelIds });
  return { data, fetchedAt: Date.now() };
});
export const persistCacheFx = createEffect((cache: InventoryCache) => writeStored(storageKey, cache));
/** SPEC 8: a calendar failure shows no disabled dates and is only logged. */
export const inventoryWarnFx = createEffect((error: Error) => console.warn('Calendar inventory unavailable', error.message));

const $cache = createStore<InventoryCache>(freshCache(readStored<InventoryCache>(storageKey), Date.now()), { serialize: 'ignore' })
  .on(fetchInventoryFx.done, (cache, { params, result }) =>
    cacheWith(cache, params, splitByMonth(result.data, [params.month, addMonths(params.month, 1)], result.fetchedAt)),
  );
sample({ clock: $cache.updates, target: persistCacheFx });

/** Months whose fetch failed on this page: shown without disabled dates, not asked for again. */
const $failed = createStore<string[]>([]).on(fetchInventoryFx.fail, (failed, { params }) => [
  ...failed,
  monthKey(params, params.month),
  monthKey(params, addMonths(params.month, 1)),
]);
sample({ clock: fetchInventoryFx.failData, target: inventoryWarnFx });

const $scope = combine($pageHotelId, $booking, $directory, inventoryScope);

/** Room 1's guests: every room is the same (SPEC 2.3), and availability is per room. */
export const $inventoryQuery = combine($scope, $booking, (scope, booking): InventoryQuery | null => {
  if (!scope) return null;
  const room = booking.roomList[0];
  return { scope, adults: room?.adults ?? 1, children: room?.children.length ?? 0, nights: booking.isUndated ? booking.nights : 1 };
});

sample({
  clock: calendarShown,
  source: { directory: $directory, booking: $booking, pending: fetchDirectoryFx.pending },
  filter: ({ directory, booking, pending }) => directory === null && !pending && booking.searchType !== null,
  target: fetchDirectoryFx,
});

const inventoryChecked = sample({
  clock: [calendarShown, $inventoryQuery.updates, $visibleMonths.updates, fetchInventoryFx.finally],
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
  source: fetchInventoryFx.pending,
  filter: (pending, request) => !pending && request !== null,
  fn: (_, request) => request as InventoryRequest,
  target: fetchInventoryFx,
});

export const $calendarDays = combine($cache, $inventoryQuery, $visibleMonths, (cache, query, months): CalendarDays =>
  calendarDays(cache, query, months),
);
export const $inventoryLoading = fetchInventoryFx.pending;
