import type { BookingData, HotelPrice } from '@hotel/contracts';
import { attachApi, pricePageSize } from '@hotel/api';
import { $booking, searchChanged } from '@hotel/bus';
import { brandPriceSearch } from '@hotel/domain/search';
import { createEvent, createStore, sample } from 'effector';
import { $hotel, hotelPageClosed } from '../../entities/hotel';
import { entrySearch } from './lib';

const priceKey = (booking: BookingData) => JSON.stringify(brandPriceSearch(booking));

interface PriceRequest {
  code: string;
  booking: BookingData;
}

/** The page's URL query was read: on entry, and each time the page rewrites it. */
export const priceSearchOpened = createEvent<{ search: string; today: Date }>();

/** The lowest price and rooms left of this hotel for the search (SPEC 2.5 top info). */
export const loadPriceFx = attachApi(async (api, { code, booking }: PriceRequest): Promise<HotelPrice | null> => {
  const page = await api.booking.brandHotelPrices({
    ...brandPriceSearch(booking),
    page: 1,
    per_page: pricePageSize,
    hotel_codes: [code],
  });
  return page.data.find((price) => price.code === code) ?? null;
});

/** The search the top info is priced for: the URL's (on entry and as it changes) and each search the box commits. */
export const $priceSearch = createStore<BookingData | null>(null).reset(hotelPageClosed);

const urlSearchRead = sample({
  clock: priceSearchOpened,
  source: $booking,
  fn: (booking, { search, today }) => entrySearch(booking, search, today),
});
// A URL that asks what is already priced (the search box writes it after its commit) asks nothing more.
sample({
  clock: urlSearchRead,
  source: $priceSearch,
  filter: (current, next) => current === null || priceKey(current) !== priceKey(next),
  fn: (_, next) => next,
  target: $priceSearch,
});
// A copy: every committed search is priced again, even one that changed nothing.
sample({ clock: searchChanged, source: $booking, fn: (booking) => ({ ...booking }), target: $priceSearch });

const $hotelCode = $hotel.map((hotel) => hotel?.bookingCode ?? null);

export const $price = createStore<HotelPrice | null>(null).reset(hotelPageClosed, loadPriceFx);
export const $priceFailed = createStore(false)
  .on(loadPriceFx.fail, () => true)
  .reset(hotelPageClosed, loadPriceFx);
export const $priceLoading = loadPriceFx.pending;

sample({
  clock: [$hotelCode, $priceSearch],
  source: { code: $hotelCode, booking: $priceSearch },
  filter: (source): source is PriceRequest => source.code !== null && source.booking !== null,
  target: loadPriceFx,
});

sample({
  clock: loadPriceFx.done,
  source: { code: $hotelCode, booking: $priceSearch },
  filter: (current, { params }) => current.code === params.code && current.booking === params.booking,
  fn: (_, { result }) => result,
  target: $price,
});
