import { createEffect, createStore, sample } from 'effector';
import { $hotel, $hotelId, hotelPageClosed, hotelPageOpened } from '../../entities/hotel';
import { loadSanitizer } from './load-sanitizer';

/** Fetched as the page opens, in parallel with the hotel. */
export const prefetchSanitizerFx = createEffect(() => loadSanitizer().then(() => undefined));
export const sanitizeOverviewFx = createEffect(async (html: string) => (await loadSanitizer()).sanitizeOverview(html));

/** The overview HTML, sanitized; null until it is (the page's tab scroll waits for it, its height is final then). */
export const $overviewHtml = createStore<string | null>(null).reset(hotelPageClosed, $hotelId);

sample({ clock: hotelPageOpened, target: prefetchSanitizerFx });
sample({ clock: $hotel, filter: Boolean, fn: (hotel) => hotel.overview, target: sanitizeOverviewFx });
sample({
  clock: sanitizeOverviewFx.done,
  source: $hotel,
  filter: (hotel, { params }) => hotel?.overview === params,
  fn: (_, { result }) => result,
  target: $overviewHtml,
});
