import type { CancellationPolicy, EngineHotel, RoomSelection, SelectedRoomsPrice, TermsSettings } from '@hotel/contracts';
import { attachApi, isApiError } from '@hotel/api';
import { $roomSelection, $user } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';
import { priceKey, priceQuery } from './lib/price-query';

/** A funnel page (review, guest details, payment) opened: it needs the engine's price of the selection. */
export const funnelOpened = createEvent();
export const priceRetried = createEvent();
/** Ask the engine again even for the same selection (the price changed while paying, SPEC 8 code 3002). */
export const priceRefreshRequested = createEvent();

export const $selection = $roomSelection;
export const $isMember = $user.map((user) => user !== null);

export const loadPriceFx = attachApi((api, selection: RoomSelection) => api.booking.selectedRoomsPrice(selection.hotelId, priceQuery(selection)));
export const loadHotelFx = attachApi((api, hotelId: number) => api.booking.hotel(hotelId));
export const loadTermsFx = attachApi((api, hotelId: number) => api.booking.termsSettings(hotelId));
export const loadPoliciesFx = attachApi((api, { hotelId, planCodes }: { hotelId: number; planCodes: string[] }) =>
  api.booking.cancellationPolicies(hotelId, planCodes),
);

export interface PriceFailure {
  code: number | null;
  title: string;
  /** No answer at all (offline, timeout): trying again may help. */
  network: boolean;
}

const $pricedKey = createStore<string | null>(null, { serialize: 'ignore' });
/** The engine's price of the current selection (never the list's price). */
export const $price = createStore<SelectedRoomsPrice | null>(null);
export const $priceFailure = createStore<PriceFailure | null>(null);
export const $pricePending = loadPriceFx.pending;
export const $hotel = createStore<EngineHotel | null>(null);
export const $policies = createStore<CancellationPolicy[]>([]);
/** The hotel's terms, privacy and cancellation-policy links. */
export const $terms = createStore<TermsSettings | null>(null);

// A page asks again only when the selection it prices has changed (pages of one funnel share one answer).
sample({
  clock: [funnelOpened, priceRetried],
  source: { selection: $selection, key: $pricedKey, failure: $priceFailure },
  filter: ({ selection, key, failure }) => selection !== null && (key !== priceKey(selection) || failure !== null),
  fn: ({ selection }) => selection as RoomSelection,
  target: loadPriceFx,
});
sample({ clock: priceRefreshRequested, source: $selection, filter: Boolean, target: loadPriceFx });
$pricedKey.on(loadPriceFx, (_, selection) => priceKey(selection));
$price.on(loadPriceFx.doneData, (_, price) => price).reset(loadPriceFx);
$priceFailure
  .on(loadPriceFx.failData, (_, error) => ({
    code: isApiError(error) ? error.code : null,
    title: isApiError(error) ? error.title : String(error),
    network: !isApiError(error) || error.status === 0,
  }))
  .reset(loadPriceFx);

sample({
  clock: funnelOpened,
  source: { selection: $selection, hotel: $hotel },
  filter: ({ selection, hotel }) => selection !== null && hotel?.id !== selection.hotelId,
  fn: ({ selection }) => (selection as RoomSelection).hotelId,
  target: loadHotelFx,
});
$hotel.on(loadHotelFx.doneData, (_, hotel) => hotel);
sample({ clock: loadHotelFx.done, fn: ({ params }) => params, target: loadTermsFx });
$terms.on(loadTermsFx.doneData, (_, terms) => terms).reset(loadHotelFx);

sample({
  clock: loadPriceFx.done,
  fn: ({ params }) => ({ hotelId: params.hotelId, planCodes: [...new Set(params.rooms.map((room) => room.planCode))] }),
  target: loadPoliciesFx,
});
$policies.on(loadPoliciesFx.doneData, (_, policies) => policies);
