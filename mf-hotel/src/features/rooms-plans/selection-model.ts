import type { KidsTierSettings, RoomEntry, SelectedRoomsPrice, SelectedRoomsQuery } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $locale, $user, authPanelRequested, roomsSelected, searchChanged, selectionCleared } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { encodeRoomsParam, type HotelDetailSearch } from '@hotel/domain/search';
import { combine, createEvent, createStore, sample } from 'effector';
import { $editRef, type EditRef } from './edit-model';
import type { Address } from './lib/address';
import type { Offer } from './lib/offers';
import { offerKey } from './lib/offers';
import { type Choice, type Choosing, choose, emptyChoosing, isComplete, pricingQuery, roomSelection, selectedRooms } from './lib/selection';
import {
  $address,
  $hotelId,
  $results,
  $search,
  $tiers,
  type Failure,
  failureOf,
  navigationRequested,
  resultsShown,
  type SearchResults,
  sectionClosed,
} from './model';

export const rateChosen = createEvent<Offer>();
export const roomSlotPicked = createEvent<number>();
export const sameForAllToggled = createEvent<boolean>();
export const loginRequested = createEvent();
export const bookNowClicked = createEvent<{ hotelName: string }>();
export const pricingAlertClosed = createEvent();

interface PricingRequest {
  hotelId: number;
  query: SelectedRoomsQuery;
  key: string;
}

export const priceSelectionFx = attachApi((api, { hotelId, query }: PricingRequest) =>
  api.booking.selectedRoomsPrice(hotelId, query),
);

const choosingReset = createEvent<{ rooms: number; sameForAll: boolean }>();
const choosingChanged = createEvent<Choosing>();
const loginPromptShown = createEvent<string>();

function isOneParty(rooms: readonly RoomEntry[]): boolean {
  return rooms.length > 1 && new Set(rooms.map((room) => encodeRoomsParam([room]))).size === 1;
}

export const $isMember = $user.map((user) => user !== null);
export const $choosing = createStore<Choosing>(emptyChoosing(0))
  .on(choosingReset, (_, { rooms }) => emptyChoosing(rooms))
  .on(choosingChanged, (_, choosing) => choosing)
  .on(roomSlotPicked, (choosing, active) => ({ ...choosing, active }))
  .reset(sectionClosed);
/** Several rooms of one party shape are most often booked alike, so that is the default then. */
export const $sameForAll = createStore(false)
  .on(choosingReset, (_, { sameForAll }) => sameForAll)
  .on(sameForAllToggled, (_, same) => same);
/** The members-only rate a visitor tried to pick (SPEC 6: prompted to log in). */
export const $loginPromptFor = createStore<string | null>(null)
  .on(loginPromptShown, (_, key) => key)
  .reset(choosingReset, choosingChanged, $user.updates, sectionClosed);

// SPEC 4: a new search from the page's search box clears the chosen rooms (here and in the hand-over).
sample({
  clock: [resultsShown, searchChanged],
  source: $search,
  fn: (search) => ({ rooms: search?.roomList.length ?? 0, sameForAll: search !== null && isOneParty(search.roomList) }),
  target: choosingReset,
});
sample({ clock: searchChanged, source: $hotelId, filter: (hotelId) => hotelId !== null, target: selectionCleared });

const choiceOf = ({ room, rate }: Offer): Choice => ({
  roomTypeCode: room.room_type_code,
  roomTypeName: room.room_type_name,
  planCode: rate.room_plan_code,
  planName: rate.room_plan_name,
});

sample({
  clock: rateChosen,
  source: $isMember,
  filter: (isMember, { rate }) => rate.members_only && !isMember,
  fn: (_, { room, rate }) => offerKey(room.room_type_code, rate.room_plan_code),
  target: loginPromptShown,
});
sample({
  clock: rateChosen,
  source: { choosing: $choosing, same: $sameForAll, isMember: $isMember },
  filter: ({ isMember }, { rate }) => rate.available && (!rate.members_only || isMember),
  fn: ({ choosing, same }, offer) => choose(choosing, choiceOf(offer), same),
  target: choosingChanged,
});
sample({ clock: loginRequested, fn: () => 'login' as const, target: authPanelRequested });

const $pricingRequest = combine(
  { hotelId: $hotelId, results: $results, search: $search, choosing: $choosing, tiers: $tiers },
  ({ hotelId, results, search, choosing, tiers }): PricingRequest | null => {
    if (hotelId === null || results === null || search === null || !isComplete(choosing.choices)) return null;
    const query = pricingQuery(results.stay, search, choosing.choices, tiers);
    return { hotelId, query, key: JSON.stringify([hotelId, query]) };
  },
);
const $pricingKey = $pricingRequest.map((request) => request?.key ?? null);

// Pricing the chosen rooms together checks they are still free and gives the totals (SPEC 3 selected-room response).
sample({
  clock: $pricingKey.updates,
  source: $pricingRequest,
  filter: (request): request is PricingRequest => request !== null,
  target: priceSelectionFx,
});

const priced = createEvent<SelectedRoomsPrice>();
const pricingFailed = createEvent<Failure>();
sample({
  clock: priceSelectionFx.done,
  source: $pricingKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { result }) => result,
  target: priced,
});
sample({
  clock: priceSelectionFx.fail,
  source: $pricingKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { error }) => failureOf(error),
  target: pricingFailed,
});

export const $pricing = createStore<SelectedRoomsPrice | null>(null)
  .on(priced, (_, price) => price)
  .reset(priceSelectionFx, $pricingKey.updates, sectionClosed);
/** SPEC 8 room selection failure: shown as an alert with the code and first message title. */
export const $pricingFailure = createStore<Failure | null>(null)
  .on(pricingFailed, (_, failure) => failure)
  .reset(priceSelectionFx, $pricingKey.updates, pricingAlertClosed, sectionClosed);
export const $pricingPending = priceSelectionFx.pending;

interface HandOverSource {
  hotelId: number | null;
  results: SearchResults | null;
  search: HotelDetailSearch | null;
  choosing: Choosing;
  pricing: SelectedRoomsPrice | null;
  tiers: KidsTierSettings | null;
  edit: EditRef | null;
  address: Address;
}

type ReadyHandOver = HandOverSource & { hotelId: number; results: SearchResults; search: HotelDetailSearch; pricing: SelectedRoomsPrice };

const readyToBook = (s: HandOverSource): s is ReadyHandOver =>
  s.hotelId !== null && s.results !== null && s.search !== null && s.pricing !== null && isComplete(s.choosing.choices);

const handedOver = sample({
  clock: bookNowClicked,
  source: {
    hotelId: $hotelId,
    results: $results,
    search: $search,
    choosing: $choosing,
    pricing: $pricing,
    tiers: $tiers,
    edit: $editRef,
    address: $address,
  },
  filter: readyToBook,
  fn: (s, { hotelName }) =>
    roomSelection({
      hotelId: s.hotelId,
      hotelName,
      hotelPath: `${s.address.pathname}${s.address.search}`,
      stay: s.results.stay,
      search: s.search,
      rooms: selectedRooms(s.choosing.choices as Choice[], s.search, s.pricing, s.tiers),
      edit: s.edit && { reservationId: s.edit.reservationNumber, email: s.edit.email, bypassToken: s.edit.bypassToken },
      now: new Date(),
    }),
});
sample({ clock: handedOver, target: roomsSelected });
sample({
  clock: handedOver,
  source: $locale,
  fn: (locale) => ({ to: localizedPath('/summary', locale), replace: false }),
  target: navigationRequested,
});
