import { attachApi, isApiError, untilIdle, yieldToMain } from '@hotel/api';
import { $locale, bookingChanged } from '@hotel/bus';
import type { BrandHotelsQuery, ContentArea, ContentHotelSummary, HotelPrice, Locale } from '@hotel/contracts';
import { brandPriceSearch, nearMeRadiusKm } from '@hotel/domain/search';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { priceBoundsOf, withPrices } from '../lib/list-hotel';
import { listSearchOf, type ListRoute, type ListSearch } from '../lib/list-route';

export type ListStatus = 'loading' | 'success' | 'fail';
export type PricesStatus = 'idle' | 'loading' | 'ready' | 'fail';

/** SPEC 8 "what went wrong": the service's first message, and whether any answer came at all. */
export interface ListFailure {
  noAnswer: boolean;
  title: string;
}

interface HotelsRequest {
  search: ListSearch;
  locale: Locale;
}

interface PricesRequest {
  request: HotelsRequest;
  search: Pick<BrandHotelsQuery, 'rooms' | 'is_day_use'>;
  codes: string[];
}

/** The list page is on screen at this route (the view raises it on entry and when the URL changes). */
export const listRouteEntered = createEvent<ListRoute>();
export const listPageLeft = createEvent();
export const retryClicked = createEvent();
/** The visitor asks for the prices again after they failed (the hotels are shown, only their prices are missing). */
export const pricesRetryClicked = createEvent();

export const loadHotelsFx = attachApi((api, { search }: HotelsRequest) => {
  if (search.near) return api.content.hotelsAndAreas({ ...search.near, radius: nearMeRadiusKm });
  return api.content.hotelsAndAreas(search.searchText ? { keyword: search.searchText } : {});
});
/**
 * How long the prices wait at most for the first cards' render to finish. That render is deferred (see HotelGrid),
 * so it runs in slices between other tasks; 17 price calls set up and answered in between held the first nine
 * cards back by a second and more at 4x CPU (issue 5: within 1 s), and an answer arriving mid-render restarted it.
 */
export const pricesWaitMs = 1_000;

/**
 * SPEC 9: every code of the result, 5 per call (`allBrandHotelPrices` pages them, a task each). Asked for once
 * the browser is idle after the hotels came: the cards are on the page before a dozen requests are set up.
 */
export const loadPricesFx = attachApi(async (api, { search, codes }: PricesRequest) => {
  await untilIdle(pricesWaitMs);
  return api.booking.allBrandHotelPrices(search, codes);
});

const $open = createStore(false).on(listRouteEntered, () => true).reset(listPageLeft);
export const $listSearch = createStore<ListSearch | null>(null);
/** The request whose answers count; an answer to an older one (another route, language) is dropped. */
const $request = createStore<HotelsRequest | null>(null);

export const $hotels = createStore<ContentHotelSummary[]>([]);
/** The places the keyword found, named in the page's language: the title names the searched one. */
export const $areas = createStore<ContentArea[]>([]);
export const $status = createStore<ListStatus>('loading');
export const $failure = createStore<ListFailure | null>(null);
/** SPEC 4: price loading clears prices. */
export const $prices = createStore<HotelPrice[] | null>(null);
export const $pricesStatus = createStore<PricesStatus>('idle');

sample({ clock: listRouteEntered, fn: listSearchOf, target: $listSearch });

// A new route, a retry, or (SPEC 4) a language change while the list is open asks again.
sample({
  clock: [$listSearch.updates, retryClicked, $locale.updates],
  source: { search: $listSearch, locale: $locale, open: $open },
  filter: ({ search, open }) => open && search !== null,
  fn: ({ search, locale }) => ({ search: search as ListSearch, locale }),
  target: $request,
});
sample({ clock: $request.updates, filter: Boolean, target: loadHotelsFx });

/** Answers to the current request only. */
const hotelsLoaded = sample({
  clock: loadHotelsFx.done,
  source: $request,
  filter: (request, { params }) => request === params,
  fn: (_, { params, result }) => ({ request: params, hotels: result.hotels, areas: result.areas }),
});
const hotelsFailed = sample({
  clock: loadHotelsFx.fail,
  source: $request,
  filter: (request, { params }) => request === params,
  fn: (_, { error }): ListFailure =>
    isApiError(error) ? { noAnswer: error.status === 0, title: error.title } : { noAnswer: false, title: String(error) },
});
const pricesLoaded = sample({ clock: loadPricesFx.done, source: $request, filter: (r, { params }) => params.request === r, fn: (_, { result }) => result });
const pricesFailed = sample({ clock: loadPricesFx.fail, source: $request, filter: (r, { params }) => params.request === r, fn: () => undefined });

/**
 * The URL is the truth of a search: the search box and the other apps see it as booking data a task after the
 * hotels' request has set off (the box's re-render does not hold the request up), not once the list has answered:
 * until then the box showed what was kept from before (1 guest, where the URL's search is for 2), and a Search
 * pressed in that second searched for that.
 */
const shareSearchFx = createEffect(async (request: HotelsRequest) => {
  await yieldToMain();
  return request;
});
sample({ clock: loadHotelsFx, target: shareSearchFx });
sample({
  clock: shareSearchFx.doneData,
  source: $request,
  filter: (current, shared) => current === shared,
  fn: (_, shared) => shared.search.booking,
  target: bookingChanged,
});

$hotels.on(hotelsLoaded, (_, { hotels }) => hotels);
$areas.on(hotelsLoaded, (_, { areas }) => areas ?? []);
// SPEC 8: a failure turns loading off.
$status.on($request.updates, () => 'loading').on(hotelsLoaded, () => 'success').on(hotelsFailed, () => 'fail');
$failure.on(hotelsFailed, (_, failure) => failure).reset($request.updates);

function pricesRequestOf(request: HotelsRequest, hotels: ContentHotelSummary[]): PricesRequest {
  return {
    request,
    search: brandPriceSearch({ ...request.search.booking, roomTypeCodes: [], roomPlanCodes: [] }),
    codes: hotels.map((hotel) => hotel.bookingCode),
  };
}

sample({
  clock: hotelsLoaded,
  filter: ({ hotels }) => hotels.length > 0,
  fn: ({ request, hotels }) => pricesRequestOf(request, hotels),
  target: loadPricesFx,
});
// Only while the failure stands: a second click while they load again asks nothing more.
const pricesRetried = sample({
  clock: pricesRetryClicked,
  source: { request: $request, hotels: $hotels, status: $pricesStatus },
  filter: ({ request, hotels, status }) => request !== null && hotels.length > 0 && status === 'fail',
  fn: ({ request, hotels }) => pricesRequestOf(request as HotelsRequest, hotels),
});
sample({ clock: pricesRetried, target: loadPricesFx });
$prices.reset($request.updates, loadPricesFx).on(pricesLoaded, (_, prices) => prices);
$pricesStatus
  .on($request.updates, () => 'idle')
  .on(loadPricesFx, () => 'loading')
  .on(pricesLoaded, () => 'ready')
  .on(pricesFailed, () => 'fail')
  .on(hotelsLoaded, (status, { hotels }) => (hotels.length === 0 ? 'ready' : status));

/**
 * The list's word on its prices: they failed (with a way to ask again), or they are being asked for again. Cards
 * alone said "Prices can't be shown right now" on every hotel, and only a reload of the page asked again.
 */
export const $pricesNotice = createStore<'failed' | 'retrying' | null>(null)
  .on(pricesFailed, () => 'failed')
  .on(pricesRetried, () => 'retrying')
  .reset($request.updates, pricesLoaded);

/** The result with prices mapped on (SPEC 4). */
export const $listHotels = combine($hotels, $prices, withPrices);
/** SPEC 4: cheapest and most expensive, for the slider. */
export const $priceBounds = $prices.map(priceBoundsOf);
export const $hotelsLoading = $status.map((status) => status === 'loading');
