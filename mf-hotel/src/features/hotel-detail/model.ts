import type { EngineHotel, HotelDetailContent, Locale } from '@hotel/contracts';
import { currentApi } from '@hotel/api';
import { $locale, pageHotelChanged, searchChanged } from '@hotel/bus';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type PageStatus, parseHotelId, statusOfFailure } from './lib';
import { hotelDetailFor } from './prime';

export interface HotelRequest {
  id: number;
  locale: Locale;
}

/** The page was entered (or its route parameter changed) with the `{hotelID}` of its URL. */
export const pageOpened = createEvent<{ hotelId: string | undefined }>();
export const pageClosed = createEvent();
export const retryClicked = createEvent();

export const loadHotelFx = createEffect((request: HotelRequest) => hotelDetailFor(request));
/** The engine's view of the hotel (kids tiers, day use, booking widget) for the rooms and plans. */
export const loadEngineHotelFx = createEffect(({ id }: HotelRequest) => currentApi().booking.hotel(id));

export const $hotelId = createStore<number | null>(null)
  .on(pageOpened, (_, { hotelId }) => parseHotelId(hotelId))
  .reset(pageClosed);

const $open = createStore(false)
  .on(pageOpened, () => true)
  .reset(pageClosed);

export const $request = combine($hotelId, $locale, (id, locale): HotelRequest | null => (id === null ? null : { id, locale }));

const isCurrent = (current: HotelRequest | null, params: HotelRequest) =>
  current !== null && current.id === params.id && current.locale === params.locale;

const sameHotel = (hotel: HotelDetailContent | null, id: number | null) => (hotel?.hotelID === id ? hotel : null);
const sameEngineHotel = (hotel: EngineHotel | null, id: number | null) => (hotel?.id === id ? hotel : null);

/** Content in the page's language; another hotel's content is dropped at once, a language change keeps it until replaced. */
export const $hotel = createStore<HotelDetailContent | null>(null).reset(pageClosed);
export const $engineHotel = createStore<EngineHotel | null>(null).reset(pageClosed);

sample({ clock: $hotelId, source: $hotel, fn: sameHotel, target: $hotel });
sample({ clock: $hotelId, source: $engineHotel, fn: sameEngineHotel, target: $engineHotel });

// SPEC 4: the page re-runs on route change and on language change.
sample({
  clock: [pageOpened, $locale.updates, retryClicked],
  source: { request: $request, open: $open },
  filter: ({ request, open }) => open && request !== null,
  fn: ({ request }) => request as HotelRequest,
  target: [loadHotelFx, loadEngineHotelFx],
});

sample({
  clock: loadHotelFx.done,
  source: $request,
  filter: (current, { params }) => isCurrent(current, params),
  fn: (_, { result }) => result,
  target: $hotel,
});

sample({
  clock: loadEngineHotelFx.done,
  source: $request,
  filter: (current, { params }) => isCurrent(current, params),
  fn: (_, { result }) => result,
  target: $engineHotel,
});

const $failure = createStore<PageStatus | null>(null).reset(loadHotelFx, pageClosed);

sample({
  clock: loadHotelFx.fail,
  source: $request,
  filter: (current, { params }) => isCurrent(current, params),
  fn: (_, { error }) => statusOfFailure(error),
  target: $failure,
});

export const $pageStatus = combine($open, $hotelId, $hotel, $failure, (open, id, hotel, failure): PageStatus => {
  if (open && id === null) return 'notFound';
  if (hotel) return 'ready';
  return failure ?? 'loading';
});

/** The header shows the page's hotel and its phone (SPEC 2.8) while the page is open. */
sample({
  clock: $hotel,
  filter: (hotel: HotelDetailContent | null): hotel is HotelDetailContent => hotel !== null,
  fn: (hotel: HotelDetailContent) => ({ id: hotel.hotelID, name: hotel.name, phone: hotel.phone }),
  target: pageHotelChanged,
});
sample({ clock: pageClosed, fn: () => null, target: pageHotelChanged });

/** Each search the page's search box commits takes the visitor to the rooms (SPEC 4 booking popups). */
export const $roomsScrollRequests = createStore(0)
  .on(searchChanged, (count) => count + 1)
  .reset(pageClosed);
