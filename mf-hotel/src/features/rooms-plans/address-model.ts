import { $booking, analyticsEvent, bookingChanged, searchChanged } from '@hotel/bus';
import { toIsoDate } from '@hotel/domain';
import { fallbackRooms, type HotelDetailExtras } from '@hotel/domain/search';
import { createEffect, createStore, sample } from 'effector';
import { addressAfterSearch, bookingPatch, readUrlSearch, urlCorrections, withParams, withRooms } from './lib/address';
import {
  $address,
  $extras,
  $hotelId,
  $search,
  childAgesChosen,
  fallbackNeeded,
  type Navigate,
  navigationRequested,
  searchForced,
  sectionClosed,
  sectionOpened,
  urlRead,
  viewSwitched,
} from './model';

// The URL is the truth of a search (ARCHITECTURE): what the section learns or decides goes back into it,
// and into the shared booking data.

/** The router's navigate, given by the view when the section opens (none in a detached test scope). */
export const navigateFx = createEffect(({ navigate, to, replace }: { navigate: Navigate | null; to: string; replace: boolean }) =>
  navigate?.(to, { replace }),
);

const $navigate = createStore<Navigate | null>(null, { serialize: 'ignore' })
  .on(sectionOpened, (_, { navigate }) => navigate)
  .reset(sectionClosed);

sample({
  clock: navigationRequested,
  source: $navigate,
  fn: (navigate, { to, replace }) => ({ navigate, to, replace }),
  target: navigateFx,
});

// The URL is the truth of a search; booking data follows it so the page's search box shows it.
sample({
  clock: urlRead,
  source: $hotelId,
  filter: (hotelId) => hotelId !== null,
  fn: (hotelId, { search }) => bookingPatch(search, hotelId as number),
  target: bookingChanged,
});

// One rewrite for all the URL must learn (SPEC 4: the stored OFF5; dates that fell back to +7/+8 days).
sample({
  clock: urlRead,
  source: $address,
  filter: (_, read) => urlCorrections(read) !== null,
  fn: (address, read) => ({ to: withParams(address, urlCorrections(read) ?? {}), replace: true }),
  target: navigationRequested,
});

// SPEC 4: retried with 2 adults and no children, and that default is stored in booking data and the URL.
sample({ clock: fallbackNeeded, fn: () => ({ roomList: fallbackRooms() }), target: bookingChanged });
sample({
  clock: fallbackNeeded,
  source: $address,
  fn: (address) => ({ to: withRooms(address, fallbackRooms()), replace: true }),
  target: navigationRequested,
});

// SPEC 4: the page's search box committed a search: it goes to the URL and the rooms search again. The box
// may write the same URL itself (replacing it), so this replaces too: one history entry either way.
const searchCommitted = sample({
  clock: searchChanged,
  source: { hotelId: $hotelId, booking: $booking, extras: $extras, address: $address, search: $search },
  filter: ({ hotelId, extras }) => hotelId !== null && extras !== null,
  fn: ({ booking, extras, address, search }) => {
    const to = addressAfterSearch(address, booking, extras as HotelDetailExtras);
    const next = readUrlSearch(to.slice(to.indexOf('?')), booking, toIsoDate(new Date())).search;
    return { to, same: JSON.stringify(next) === JSON.stringify(search) };
  },
});
sample({ clock: searchCommitted, filter: ({ same }) => same, target: searchForced });
sample({
  clock: searchCommitted,
  filter: ({ same }) => !same,
  fn: ({ to }) => ({ to, replace: true }),
  target: navigationRequested,
});

sample({ clock: childAgesChosen, fn: (roomList) => ({ roomList }), target: bookingChanged });
sample({
  clock: childAgesChosen,
  source: $address,
  fn: (address, rooms) => ({ to: withRooms(address, rooms), replace: false }),
  target: navigationRequested,
});

// SPEC 2.5: `type` picks the view; switching rewrites the URL without a new history entry.
sample({
  clock: viewSwitched,
  source: $address,
  fn: (address, view) => ({ to: withParams(address, { type: view }), replace: true }),
  target: navigationRequested,
});
sample({ clock: viewSwitched, fn: (view) => ({ event: 'viewTypeSelection', viewType: view }), target: analyticsEvent });
