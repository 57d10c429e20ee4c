// The hotel page's public face, read by its small entry (src/exposed): the priming and the page's code.
export { primeHotelPage } from './prime';

/** The page's code: fetched (not run) as soon as the entry is loaded ahead of need, e.g. from the hotel list. */
export const loadHotelDetailRoute = () =>
  import(/* webpackChunkName: "hotel-detail-route", webpackPrefetch: true */ './ui/hotel-detail-route');
