import type { KidsTierSettings, RoomEntry, RoomSearchPlan, RoomSearchRoom } from '@hotel/contracts';
import { attachApi, isApiError } from '@hotel/api';
import { $booking, $locale, $user, searchChanged } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import {
  kidsTiersSupported,
  shouldOpenRoomPicker,
  shouldRetryWithFallback,
  type HotelDetailExtras,
  type HotelDetailSearch,
} from '@hotel/domain/search';
import { combine, createEvent, createStore, sample } from 'effector';
import { type Address, isFallbackParty, readUrlSearch, searchRequest, type SearchRequest, type UrlSearch } from './lib/address';
import type { AnsweredStay } from './lib/selection';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;
export type RoomsView = 'rooms' | 'plans';

export interface SearchResults {
  rooms: RoomSearchRoom[];
  plans: RoomSearchPlan[];
  stay: AnsweredStay;
}

/** SPEC 8: what went wrong, as the engine said it (code and first message title). */
export interface Failure {
  code: number | null;
  title: string;
}

export function failureOf(error: unknown): Failure {
  if (isApiError(error)) return { code: error.code ?? error.status, title: error.title };
  return { code: null, title: error instanceof Error ? error.message : String(error) };
}

/** The section is on the page (and which hotel); it leaves with `sectionClosed`. */
export const sectionOpened = createEvent<{ hotelId: number; navigate: Navigate }>();
export const sectionClosed = createEvent();
export const addressChanged = createEvent<Address>();
export const retryClicked = createEvent();
export const viewSwitched = createEvent<RoomsView>();
export const childAgesChosen = createEvent<RoomEntry[]>();
export const navigationRequested = createEvent<{ to: string; replace: boolean }>();

/** The URL was read (with the OFF5 rule applied). */
export const urlRead = createEvent<UrlSearch>();
/** Search again with the same request (a search box commit that changed nothing). */
export const searchForced = createEvent();
/** Nothing fitted the party: the 2-adult default replaces it (address-model writes it down). */
export const fallbackNeeded = createEvent();
/** A search answered with something to show (after the fallback rule). */
export const resultsShown = createEvent<SearchResults>();

export const loadTiersFx = attachApi((api, hotelId: number) => api.booking.tiers(hotelId));
export const loadSearchBarFx = attachApi((api, hotelId: number) => api.booking.searchBarSettings(hotelId));
/** SPEC 4: the search runs for both views at once. */
export const searchRoomsFx = attachApi(async ({ booking }, { hotelId, query }: SearchRequest): Promise<SearchResults> => {
  const [rooms, plans] = await Promise.all([
    booking.searchRooms(hotelId, 'rooms', query),
    booking.searchRooms(hotelId, 'plans', query),
  ]);
  return { rooms: rooms.data, plans: plans.data, stay: { checkIn: rooms.checkin_date, checkOut: rooms.checkout_date, nights: rooms.nights } };
});

export const $hotelId = createStore<number | null>(null)
  .on(sectionOpened, (_, { hotelId }) => hotelId)
  .reset(sectionClosed);
export const $address = createStore<Address>({ pathname: '', search: '' }).on(addressChanged, (_, address) => address);
export const $search = createStore<HotelDetailSearch | null>(null)
  .on(urlRead, (_, read) => read.search)
  .reset(sectionClosed);
export const $extras = createStore<HotelDetailExtras | null>(null)
  .on(urlRead, (_, read) => read.extras)
  .reset(sectionClosed);
export const $view = createStore<RoomsView>('rooms')
  .on(urlRead, (_, read) => read.search.type)
  .on(viewSwitched, (_, view) => view);

export const $tiers = createStore<KidsTierSettings | null>(null)
  .on(loadTiersFx.doneData, (_, tiers) => tiers)
  .reset(sectionOpened, sectionClosed);
const $tiersSettled = createStore(false)
  .on(loadTiersFx.finally, () => true)
  .reset(sectionOpened, sectionClosed);
/** The room search filter ids the hotel offers (null when they could not be loaded: any known id counts). */
export const $offeredFilterIds = createStore<string[] | null>(null)
  .on(loadSearchBarFx.doneData, (_, settings) => settings.room_search_filters.map((filter) => filter.id))
  .reset(sectionOpened, sectionClosed);
export const $filterIdsKnown = createStore(false)
  .on(loadSearchBarFx.finally, () => true)
  .reset(sectionOpened, sectionClosed);

export const $kidsTiersSupported = $tiers.map((tiers) => kidsTiersSupported(tiers));
/** SPEC 4: with kids tiers, children present and an age not chosen, ages are asked for before searching. */
export const $childAgesMissing = combine(
  $search,
  $kidsTiersSupported,
  $tiersSettled,
  (search, supported, settled) => settled && search !== null && shouldOpenRoomPicker(search, supported),
);

const $userId = $user.map((user) => user?.id ?? null);
export const $request = combine(
  { hotelId: $hotelId, search: $search, tiers: $tiers, tiersSettled: $tiersSettled, locale: $locale, userId: $userId },
  searchRequest,
);
const $requestKey = $request.map((request) => request?.key ?? null);

const searchFailed = createEvent<Failure>();
/** The last answer; kept (dimmed) while a new search runs, so the list does not jump back to a loader. */
export const $results = createStore<SearchResults | null>(null)
  .on(resultsShown, (_, results) => results)
  .reset(searchFailed, fallbackNeeded, sectionClosed);
export const $searchFailure = createStore<Failure | null>(null)
  .on(searchFailed, (_, failure) => failure)
  .reset(searchRoomsFx, sectionClosed);
const $pendingKey = createStore<string | null>(null)
  .on(searchRoomsFx, (_, request) => request.key)
  .on(searchRoomsFx.finally, (key, { params }) => (key === params.key ? null : key))
  .reset(sectionClosed);
export const $searching = $pendingKey.map(Boolean);
/** SPEC 4: the party was replaced by 2 adults because nothing fitted; the visitor is told so. */
export const $fallbackUsed = createStore(false)
  .on(fallbackNeeded, () => true)
  .on(urlRead, (used, read) => used && isFallbackParty(read.search.roomList))
  .reset(sectionOpened, searchChanged);

sample({ clock: sectionOpened, fn: ({ hotelId }) => hotelId, target: [loadTiersFx, loadSearchBarFx] });

sample({
  clock: addressChanged,
  source: $booking,
  fn: (booking, address) => readUrlSearch(address.search, booking, toIsoDate(new Date())),
  target: urlRead,
});


// SPEC 4: re-run on route, kids-tier setting, language and member changes (all part of the request key).
sample({
  clock: [$requestKey.updates, retryClicked, searchForced],
  source: $request,
  filter: (request): request is SearchRequest => request !== null,
  target: searchRoomsFx,
});

const searchAnswered = sample({
  clock: searchRoomsFx.done,
  source: $requestKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { result }) => result,
});

const needsFallback = (search: HotelDetailSearch | null, results: SearchResults) =>
  search !== null && shouldRetryWithFallback({ rooms: results.rooms.length, plans: results.plans.length }, search.roomList);

sample({ clock: searchAnswered, source: $search, filter: needsFallback, fn: () => undefined, target: fallbackNeeded });
sample({
  clock: searchAnswered,
  source: $search,
  filter: (search, results) => !needsFallback(search, results),
  fn: (_, results) => results,
  target: resultsShown,
});

sample({
  clock: searchRoomsFx.fail,
  source: $requestKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { error }) => failureOf(error),
  target: searchFailed,
});



