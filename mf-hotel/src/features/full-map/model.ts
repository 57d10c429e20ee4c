import type { HotelDetailContent } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $locale } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import { type HotelStatus, parseHotelId, requestHotelDetail, statusOfFailure } from '../../entities/hotel';

/** The full-screen map window opened (SPEC 2.1 `/full-map/{hotelId}`); it needs only the hotel's content. */
export const fullMapOpened = createEvent<{ hotelId: string | undefined }>();
export const fullMapClosed = createEvent();

export const loadMapHotelFx = attachApi(requestHotelDetail);

export const $mapHotelId = createStore<number | null>(null)
  .on(fullMapOpened, (_, { hotelId }) => parseHotelId(hotelId))
  .reset(fullMapClosed);
const $opened = createStore(false)
  .on(fullMapOpened, () => true)
  .reset(fullMapClosed);

export const $mapHotel = createStore<HotelDetailContent | null>(null)
  .on(loadMapHotelFx.doneData, (_, hotel) => hotel)
  .reset(fullMapClosed);
const $failure = createStore<HotelStatus | null>(null)
  .on(loadMapHotelFx.failData, (_, error) => statusOfFailure(error))
  .reset(loadMapHotelFx, fullMapClosed);

export const $mapStatus = combine($opened, $mapHotelId, $mapHotel, $failure, (opened, id, hotel, failure): HotelStatus => {
  if (opened && id === null) return 'notFound';
  if (hotel?.hotelID === id && hotel) return 'ready';
  return failure ?? 'loading';
});

sample({
  clock: [fullMapOpened, $locale.updates],
  source: { id: $mapHotelId, locale: $locale, opened: $opened },
  filter: ({ id, opened }) => opened && id !== null,
  fn: ({ id, locale }) => ({ id: id as number, locale }),
  target: loadMapHotelFx,
});
