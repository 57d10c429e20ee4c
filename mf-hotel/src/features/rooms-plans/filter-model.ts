import { $user, analyticsEvent } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import {
  activeFilterCount,
  defaultFilters,
  filterOptions,
  fullPriceRange,
  offerMatches,
  priceSpan,
  type RoomFilters,
} from './lib/filters';
import { offersOfRooms } from './lib/offers';
import { presetFilters } from './lib/preset-filters';
import { defaultRoomSort, plansToShow, roomsToShow, type RoomSort } from './lib/sorting';
import { $childAgesMissing, $extras, $filterIdsKnown, $offeredFilterIds, $results, $searchFailure, $searching, $view, resultsShown, sectionOpened } from './model';

export const sortChosen = createEvent<RoomSort>();
export const filterPanelOpened = createEvent();
export const filterPanelClosed = createEvent();
export const draftChanged = createEvent<Partial<RoomFilters>>();
export const draftReset = createEvent();
export const filtersApplied = createEvent();
export const filtersCleared = createEvent();
const filtersPreset = createEvent<RoomFilters>();

export const $sort = createStore<RoomSort>(defaultRoomSort)
  .on(sortChosen, (_, sort) => sort)
  .reset(sectionOpened);
export const $filters = createStore<RoomFilters>(defaultFilters)
  .on(filtersPreset, (_, filters) => filters)
  // Prices of a new search differ, so the slider starts again from its full span.
  .on(resultsShown, (filters) => ({ ...filters, priceRange: fullPriceRange }))
  .reset(sectionOpened, filtersCleared);
/** The panel edits a copy; Done applies it, closing discards it. */
export const $draft = createStore<RoomFilters>(defaultFilters)
  .on(draftChanged, (draft, patch) => ({ ...draft, ...patch }))
  .on(draftReset, () => defaultFilters);
export const $filterPanelOpen = createStore(false)
  .on(filterPanelOpened, () => true)
  .reset(filterPanelClosed, filtersApplied, sectionOpened);

sample({ clock: filterPanelOpened, source: $filters, target: $draft });
sample({ clock: filtersApplied, source: $draft, target: $filters });
sample({
  clock: filtersApplied,
  source: $draft,
  fn: (filters) => ({ event: 'filterBy', filters }),
  target: analyticsEvent,
});

// SPEC 2.5 `room_search_filters`: a link's filter ids pre-select filters, once the hotel's offer is known.
const $presetApplied = createStore(false)
  .on(filtersPreset, () => true)
  .reset(sectionOpened);
sample({
  clock: [$filterIdsKnown.updates, $extras.updates],
  source: { extras: $extras, offered: $offeredFilterIds, known: $filterIdsKnown, applied: $presetApplied },
  filter: ({ extras, known, applied }) => extras !== null && known && !applied,
  fn: ({ extras, offered }) => presetFilters(extras?.roomSearchFilters ?? [], offered),
  target: filtersPreset,
});

const $isMember = $user.map((user) => user !== null);
export const $offers = $results.map((results) => (results ? offersOfRooms(results.rooms) : []));
export const $priceSpan = combine($offers, $isMember, priceSpan);
export const $filterOptions = $offers.map(filterOptions);
export const $activeFilterCount = $filters.map(activeFilterCount);
/** SPEC 2.5: the filter button is disabled while rooms load or when there are none. */
export const $filterDisabled = combine($searching, $offers, (searching, offers) => searching || offers.length === 0);

const $listContext = combine({ filters: $filters, sort: $sort, isMember: $isMember, span: $priceSpan });
export const $roomsShown = combine($results, $listContext, (results, context) => (results ? roomsToShow(results.rooms, context) : []));
export const $plansShown = combine($results, $listContext, (results, context) => (results ? plansToShow(results.plans, context) : []));

/** What the offer list draws, as one value: the list draws it in one render (see OfferList). */
export const $offerList = combine({
  view: $view,
  searching: $searching,
  results: $results,
  failure: $searchFailure,
  agesMissing: $childAgesMissing,
  offers: $offers,
  rooms: $roomsShown,
  plans: $plansShown,
});
export const $draftMatches = combine($offers, $draft, $isMember, $priceSpan, (offers, draft, isMember, span) =>
  offers.filter((offer) => offerMatches(offer, draft, isMember, span)).length,
);
