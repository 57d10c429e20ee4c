import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { distanceKnown, orderHotels } from '../lib/hotel-order';
import { filterHotels, prefecturesIn, withIsFilter } from '../lib/hotel-filter';
import type { ListHotel } from '../lib/list-hotel';
import { nextVisibleCount, pageSize, placeholdersFor } from '../lib/paging';
import { preloadImages } from '../lib/preload-images';
import { $filter, $filterDraft, filterChosen } from './filters';
import { $hotels, $listHotels, $priceBounds, $pricesNotice, $pricesStatus } from './hotels';
import { $boundsIds, $view } from './view';

/** The end of the cards came within 300 px (SPEC 9). */
export const listEndReached = createEvent();

/** Loading more means getting the next cards' banners ready, so they appear whole (no pop-in, no shift). */
export const revealMoreFx = createEffect((hotels: ListHotel[]) => preloadImages(hotels.map((h) => h.featuredImage), 1_000));

/** The result: filtered, then priced hotels first, each group in the chosen order (SPEC 2.4). */
export const $result = combine($listHotels, $filter, $priceBounds, (hotels, filter, bounds) =>
  orderHotels(filterHotels(hotels, filter, bounds), filter.sortBy),
);
/** In map view, only the hotels inside the map's visible bounds (SPEC 2.4 "on idle"). */
export const $shown = combine($result, $view, $boundsIds, (result, view, ids) =>
  view === 'map' && ids ? result.filter((hotel) => ids.has(hotel.hotelID)) : result,
);
export const $visibleCount = createStore(pageSize);
export const $loadingMore = revealMoreFx.pending;
export const $visibleHotels = combine($shown, $visibleCount, (shown, count) => shown.slice(0, count));
export const $hasMore = combine($shown, $visibleCount, (shown, count) => shown.length > count);
/**
 * Skeletons of the step to come stand below the cards for as long as there is one, not only while it loads: added
 * when the step started loading, they pushed the footer the visitor could see out of view, a layout shift (0.0485
 * on a desktop as the visitor scrolled to the ninth card). Now the footer is reachable only at the list's end.
 */
export const $placeholders = combine($shown, $visibleCount, (shown, count) => placeholdersFor(count, shown.length));
/**
 * What the grid shows, as one value: the cards, the placeholders, the sentinel and whether prices are in always
 * change together (prices reorder the cards, so cards drawn with the new status but the old order would show
 * "no rooms" on every card for a frame, and fetch banners of cards about to go).
 */
export const $grid = combine({
  hotels: $visibleHotels,
  placeholders: $placeholders,
  loadingMore: $loadingMore,
  hasMore: $hasMore,
  pricesStatus: $pricesStatus,
  /** Prices asked for again after they failed: the banners the cards already show stay. */
  pricesRetrying: $pricesNotice.map((notice) => notice === 'retrying'),
});
export const $prefectureOptions = $listHotels.map(prefecturesIn);
export const $distanceKnown = $listHotels.map(distanceKnown);

// A new result (another search, sort or filter, the map moved) starts again from the first step. Prices coming in
// only reorder the same hotels: the cards a visitor has already scrolled to stay (prices are asked for once the
// first cards are drawn, so a quick scroll can come first).
$visibleCount.reset([$hotels.updates, filterChosen, $view.updates, $boundsIds.updates]);
sample({
  clock: listEndReached,
  source: { shown: $shown, count: $visibleCount, loading: $loadingMore },
  filter: ({ shown, count, loading }) => !loading && shown.length > count,
  fn: ({ shown, count }) => shown.slice(count, count + pageSize),
  target: revealMoreFx,
});
sample({
  clock: revealMoreFx.done,
  source: { shown: $shown, count: $visibleCount },
  fn: ({ shown, count }) => nextVisibleCount(count, shown.length),
  target: $visibleCount,
});
export const $resultCount = $result.map((result) => result.length);
export const $nothingShown = $shown.map((shown) => shown.length === 0);
/** How many hotels the filter panel's draft would show, told live while the visitor ticks. */
export const $draftMatchCount = combine($listHotels, $filterDraft, $priceBounds, (hotels, draft, bounds) =>
  filterHotels(hotels, withIsFilter(draft, bounds), bounds).length,
);
export const $shownCount = $shown.map((shown) => shown.length);
