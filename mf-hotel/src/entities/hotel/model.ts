import type { EngineHotel, HotelDetailContent } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $locale } from '@hotel/bus';
import { combine, createEvent, createStore, type Effect, sample, type StoreWritable } from 'effector';
import { requestHotelDetail } from './api';
import { type HotelRequest, type HotelStatus, isSameRequest, parseHotelId, statusOfFailure } from './lib';
import { takePrimedHotel } from './prime';

/** The hotel page was entered (or its route parameter changed) with the `{hotelID}` of its URL. */
export const hotelPageOpened = createEvent<{ hotelId: string | undefined }>();
export const hotelPageClosed = createEvent();
/** The visitor asks again after the hotel could not be loaded. */
export const hotelPageRetried = createEvent();

/** The hotel's content: the answer primed while the visitor pointed at the hotel, if fresh, or a new request. */
export const loadHotelFx = attachApi((api, request: HotelRequest) => takePrimedHotel(request) ?? requestHotelDetail(api, request));
/** The engine's view of the hotel (kids tiers, day use, booking widget) for the rooms and plans. */
export const loadEngineHotelFx = attachApi((api, { id }: HotelRequest): Promise<EngineHotel> => api.booking.hotel(id));

export const $hotelId = createStore<number | null>(null)
  .on(hotelPageOpened, (_, { hotelId }) => parseHotelId(hotelId))
  .reset(hotelPageClosed);

const $open = createStore(false)
  .on(hotelPageOpened, () => true)
  .reset(hotelPageClosed);

export const $hotelRequest = combine($hotelId, $locale, (id, locale): HotelRequest | null => (id === null ? null : { id, locale }));

const sameHotel = (hotel: HotelDetailContent | null, id: number | null) => (hotel?.hotelID === id ? hotel : null);
const sameEngineHotel = (hotel: EngineHotel | null, id: number | null) => (hotel?.id === id ? hotel : null);

/** Content in the page's language; another hotel's content is dropped at once, a language change keeps it until replaced. */
export const $hotel = createStore<HotelDetailContent | null>(null).reset(hotelPageClosed);
export const $engineHotel = createStore<EngineHotel | null>(null).reset(hotelPageClosed);

sample({ clock: $hotelId, source: $hotel, fn: sameHotel, target: $hotel });
sample({ clock: $hotelId, source: $engineHotel, fn: sameEngineHotel, target: $engineHotel });

// SPEC 4: the page re-runs on route change and on language change.
sample({
  clock: [hotelPageOpened, $locale.updates, hotelPageRetried],
  source: { request: $hotelRequest, open: $open },
  filter: ({ request, open }) => open && request !== null,
  fn: ({ request }) => request as HotelRequest,
  target: [loadHotelFx, loadEngineHotelFx],
});

/** An answer about the page's hotel lands in `target` only if the page still shows that hotel in that language. */
export function keepCurrentAnswers<Done>(fx: Effect<HotelRequest, Done>, target: StoreWritable<Done | null>): void {
  sample({
    clock: fx.done,
    source: $hotelRequest,
    filter: (current, { params }) => isSameRequest(current, params),
    fn: (_, { result }) => result,
    target,
  });
}

keepCurrentAnswers(loadHotelFx, $hotel);
keepCurrentAnswers(loadEngineHotelFx, $engineHotel);

const $failure = createStore<HotelStatus | null>(null).reset(loadHotelFx, hotelPageClosed);

sample({
  clock: loadHotelFx.fail,
  source: $hotelRequest,
  filter: (current, { params }) => isSameRequest(current, params),
  fn: (_, { error }) => statusOfFailure(error),
  target: $failure,
});

export const $hotelStatus = combine($open, $hotelId, $hotel, $failure, (open, id, hotel, failure): HotelStatus => {
  if (open && id === null) return 'notFound';
  if (hotel) return 'ready';
  return failure ?? 'loading';
});
