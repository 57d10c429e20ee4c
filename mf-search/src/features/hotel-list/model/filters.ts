import { attachApi } from '@hotel/api';
import { $locale, analyticsEvent } from '@hotel/bus';
import type { DictionariesResponse } from '@hotel/contracts';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { activeFilterCount, defaultFilter, toggled, withIsFilter, type HotelFilter } from '../lib/hotel-filter';
import type { SortBy } from '../lib/hotel-order';
import type { PriceRange } from '../lib/list-hotel';
import { $listSearch, $priceBounds, loadPricesFx } from './hotels';
import { createSettleFx, filterSettleMs, sortSettleMs } from './settle';

/** SPEC 2.4: the sort and filter overlays (the map view is the third; switching views closes these). */
export type Overlay = 'sort' | 'filter';

export const sortOverlayOpened = createEvent();
export const filterPanelOpened = createEvent();
export const overlayDismissed = createEvent();
export const sortOptionPicked = createEvent<SortBy>();
export const sortDoneClicked = createEvent();
export const filterSortPicked = createEvent<SortBy>();
export const priceRangeMoved = createEvent<PriceRange>();
export const prefectureToggled = createEvent<number>();
export const popularFilterToggled = createEvent<string>();
export const tripTypeToggled = createEvent<string>();
export const filterResetClicked = createEvent();
export const filterDoneClicked = createEvent();

export const loadDictionariesFx = attachApi((api, _: void) => api.content.dictionaries());
const sortSettleFx = createSettleFx();
const filterSettleFx = createSettleFx();

export const $overlay = createStore<Overlay | null>(null);
/** The applied filter (SPEC 3 model). */
export const $filter = createStore<HotelFilter>(defaultFilter(null));
export const $sortDraft = createStore<SortBy>(defaultFilter(null).sortBy);
export const $filterDraft = createStore<HotelFilter>(defaultFilter(null));
/** SPEC 4 loading flags after a sort or a filter. */
export const $sorting = sortSettleFx.pending;
export const $filtering = filterSettleFx.pending;
export const $dictionaries = createStore<DictionariesResponse['data'] | null>(null).on(loadDictionariesFx.doneData, (_, d) => d);
export const $activeFilterCount = combine($filter, $priceBounds, activeFilterCount);

// The names of trip types and popular filters are for the panel: asked for once the list has its prices,
// off the path to the first cards (the API keeps them 30 minutes).
sample({ clock: [loadPricesFx.finally, filterPanelOpened], fn: () => undefined, target: loadDictionariesFx });

$overlay
  .on(sortOverlayOpened, () => 'sort')
  .on(filterPanelOpened, () => 'filter')
  .reset(overlayDismissed, sortDoneClicked, filterDoneClicked, $locale.updates);
sample({ clock: sortOverlayOpened, source: $filter, fn: (filter) => filter.sortBy, target: $sortDraft });
sample({ clock: filterPanelOpened, source: $filter, target: $filterDraft });

$sortDraft.on(sortOptionPicked, (_, sortBy) => sortBy);
$filterDraft
  .on(filterSortPicked, (draft, sortBy) => ({ ...draft, sortBy }))
  .on(priceRangeMoved, (draft, price) => ({ ...draft, price }))
  .on(prefectureToggled, (draft, code) => ({ ...draft, prefecture: toggled(draft.prefecture, code) }))
  .on(popularFilterToggled, (draft, id) => ({ ...draft, popularFilterList: toggled(draft.popularFilterList, id) }))
  .on(tripTypeToggled, (draft, id) => ({ ...draft, tripType: toggled(draft.tripType, id) }));

// Done applies (SPEC 2.4); Reset restores the defaults at once and keeps the panel open.
const sortApplied = sample({ clock: sortDoneClicked, source: { filter: $filter, sortBy: $sortDraft }, fn: ({ filter, sortBy }) => ({ ...filter, sortBy }) });
const filterApplied = sample({ clock: filterDoneClicked, source: { draft: $filterDraft, bounds: $priceBounds }, fn: ({ draft, bounds }) => withIsFilter(draft, bounds) });
const filterReset = sample({ clock: filterResetClicked, source: $priceBounds, fn: defaultFilter });
/** The visitor chose another order or other filters (not the range new prices set). */
export const filterChosen = merge([sortApplied, filterApplied, filterReset]);
sample({ clock: filterChosen, target: $filter });
sample({ clock: filterReset, target: $filterDraft });
sample({ clock: sortApplied, fn: () => sortSettleMs, target: sortSettleFx });
sample({ clock: [filterApplied, filterReset], fn: () => filterSettleMs, target: filterSettleFx });

// SPEC 4 analytics: filtering raises filterBy, with the filter as applied.
sample({
  clock: [sortApplied, filterApplied, filterReset],
  fn: ({ sortBy, tripType, popularFilterList, price, prefecture, isFilter }) => ({
    event: 'filterBy',
    sortBy,
    tripType,
    popularFilterList,
    minPrice: price.minPrice,
    maxPrice: price.maxPrice,
    prefecture,
    isFilter,
  }),
  target: analyticsEvent,
});

// New prices set the range to the cheapest and most expensive (SPEC 4); another place drops the filters.
const searchText = $listSearch.map((search) => search?.searchText ?? null);
sample({
  clock: $priceBounds.updates,
  source: $filter,
  fn: (filter, bounds) => withIsFilter({ ...filter, price: defaultFilter(bounds).price }, bounds),
  target: [$filter, $filterDraft],
});
sample({ clock: searchText.updates, source: { filter: $filter, bounds: $priceBounds }, fn: ({ filter, bounds }) => ({ ...defaultFilter(bounds), sortBy: filter.sortBy }), target: [$filter, $filterDraft] });
// Issue 13: a near-me list is ordered by distance from the start (the visitor can sort otherwise after).
const nearPoint = $listSearch.map((search) => (search?.near ? `${search.near.latitude},${search.near.longitude}` : null));
sample({
  clock: nearPoint.updates,
  source: $filter,
  filter: (_, point) => point !== null,
  fn: (filter): HotelFilter => ({ ...filter, sortBy: 'distance' }),
  target: [$filter, $filterDraft],
});
export const $sortBy = $filter.map((filter) => filter.sortBy);
/** The list is settling after a sort or filter (SPEC 4 loading flag). */
export const $settling = combine($sorting, $filtering, (sorting, filtering) => sorting || filtering);
export const $draftPrice = $filterDraft.map((draft) => draft.price);
