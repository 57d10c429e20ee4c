import type { BookingData, RecentSearch } from '@hotel/contracts';
import { $booking, $locale, $pageHotel, analyticsEvent, bookingChanged, recentSearchAdded, searchChanged } from '@hotel/bus';
import { guestTotals, nearPointOf, searchSubmitPath } from '@hotel/domain/search';
import type { NavigateFunction } from '@hotel/ui/router';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $address, $isPhone, $pageHotelId, $placement, $tiersSupported, addressSeen, boxMounted } from './context/model';
import { hotelPagePatch, listPagePatch, storedDatesPatch } from './lib/booking-from-url';
import { destinationPatch, recentSearchOf } from './lib/destination';
import { pageSearchAddress, submitOutcome } from './lib/submit';
import { $directory, $nearMePoint, $typed, destinationPicked, loadDirectoryFx, locationTyped, nearMePointRead } from './location/model';
import { $openPopup, popupChangedSearch, popupClosed, popupDismissed, popupOpened, popupsReset } from './popups/model';
import { $mustChooseAges, pickerCloseRefused } from './room-picker/model';

export const navigatorAttached = createEvent<NavigateFunction>();
export const searchSubmitted = createEvent();

const $navigate = createStore<NavigateFunction | null>(null, { serialize: 'ignore' }).on(navigatorAttached, (_, go) => go);

export const navigateFx = createEffect(
  ({ navigate, to, replace }: { navigate: NavigateFunction | null; to: string; replace: boolean }) => {
    void navigate?.(to, { replace });
  },
);

/* ---------- the page's search comes in: stored dates, the list URL, the hotel page URL ---------- */

const storedDates = sample({ clock: boxMounted, source: $booking, fn: (booking, { today }) => storedDatesPatch(booking, today) });
sample({ clock: storedDates, filter: (patch): patch is Partial<BookingData> => patch !== null, target: bookingChanged });
sample({
  clock: boxMounted,
  source: $locale,
  filter: (_, mount) => mount.placement === 'hotelList',
  fn: (locale, { address, today }) => listPagePatch(address.pathname, address.search, today, locale),
  target: bookingChanged,
});
sample({
  clock: boxMounted,
  filter: (mount) => mount.placement === 'hotelDetail' && mount.hotelId !== null,
  fn: ({ hotelId, address, today }) => hotelPagePatch(hotelId as string, address.search, today),
  target: bookingChanged,
});
sample({ clock: boxMounted, source: $booking, fn: (booking) => booking.location, target: $typed });
sample({
  clock: boxMounted,
  source: { directory: $directory, pending: loadDirectoryFx.pending },
  filter: ({ directory, pending }, mount) => mount.placement === 'hotelDetail' && directory === null && !pending,
  target: loadDirectoryFx,
});

/** Issue 13: on a near-me list the box shows near-me, and searches around the same point again. */
sample({
  clock: boxMounted,
  filter: (mount) => mount.placement === 'hotelList',
  fn: (mount) => nearPointOf(new URLSearchParams(mount.address.search)),
  target: nearMePointRead,
});
sample({
  clock: addressSeen,
  source: $placement,
  filter: (placement) => placement === 'hotelList',
  fn: (_, address) => nearPointOf(new URLSearchParams(address.search)),
  target: nearMePointRead,
});

/** The hotel page's box shows its hotel by name, in the page's language. */
const $pageHotelName = combine($pageHotelId, $pageHotel, $directory, (id, pageHotel, directory) => {
  if (id === null) return null;
  if (pageHotel && String(pageHotel.id) === id && pageHotel.name) return pageHotel.name;
  return directory?.hotels.find((hotel) => String(hotel.hotelID) === id)?.name ?? null;
});
sample({
  clock: [$pageHotelName.updates, boxMounted],
  source: { name: $pageHotelName, booking: $booking, id: $pageHotelId },
  filter: ({ name, booking, id }) => name !== null && booking.hotelID === id && booking.location !== name,
  fn: ({ name }) => ({ location: name as string }),
  target: bookingChanged,
});

/* ---------- picking a place ---------- */

const picked = sample({
  clock: destinationPicked,
  source: { booking: $booking, locale: $locale, placement: $placement, phone: $isPhone },
  fn: ({ booking, locale, placement, phone }, destination) => {
    const patch = destinationPatch(destination);
    // SPEC 2.3: on a phone at home, a pick leads on to the dates instead of leaving the page.
    const dateStep = placement === 'home' && phone;
    return { patch, recent: recentSearchOf(destination), to: dateStep ? null : searchSubmitPath({ ...booking, ...patch }, locale) };
  },
});
sample({ clock: picked, fn: ({ patch }) => patch, target: bookingChanged });
sample({
  clock: picked.map(({ recent }) => recent),
  filter: (recent): recent is RecentSearch => recent !== null,
  target: recentSearchAdded,
});
sample({ clock: picked, filter: ({ to }) => to === null, fn: () => 'checking' as const, target: popupOpened });
sample({ clock: picked, filter: ({ to }) => to !== null, target: popupsReset });
sample({
  clock: picked,
  source: $navigate,
  filter: (_, { to }) => to !== null,
  fn: (navigate, { to }) => ({ navigate, to: to as string, replace: false }),
  target: navigateFx,
});

/* ---------- closing popups, pushing the search ---------- */

/** SPEC 4: on a kids-tier hotel page, a child with no age keeps the room picker open. */
sample({
  clock: popupDismissed,
  source: { open: $openPopup, mustChoose: $mustChooseAges },
  filter: ({ open, mustChoose }) => open === 'roomSelect' && mustChoose,
  target: pickerCloseRefused,
});
sample({
  clock: popupDismissed,
  source: { open: $openPopup, mustChoose: $mustChooseAges },
  filter: ({ open, mustChoose }) => !(open === 'roomSelect' && mustChoose),
  target: popupClosed,
});

/** The list or hotel page URL takes the new search (same path, replaced), and the page hears of it. */
const pagePushed = createEvent();
sample({ clock: popupChangedSearch, target: pagePushed });

const pageUrl = sample({
  clock: pagePushed,
  source: { placement: $placement, address: $address, booking: $booking, locale: $locale, navigate: $navigate },
  fn: ({ placement, address, booking, locale, navigate }) => ({
    navigate,
    to: pageSearchAddress(placement, address, booking, locale),
    replace: true,
  }),
});
sample({
  clock: pageUrl,
  filter: ({ to }) => to !== null,
  fn: ({ navigate, to }) => ({ navigate, to: to as string, replace: true }),
  target: navigateFx,
});
sample({ clock: pageUrl, filter: ({ to }) => to !== null, fn: () => ({ source: 'search-box' }), target: searchChanged });

/* ---------- submit ---------- */

export const $locationError = createStore(false)
  .reset(locationTyped, destinationPicked);

const outcome = sample({
  clock: searchSubmitted,
  source: { placement: $placement, booking: $booking, typed: $typed, locale: $locale, kidsTiersSupported: $tiersSupported, nearMe: $nearMePoint },
  fn: (input) => submitOutcome(input),
});

sample({ clock: outcome, fn: (result) => result.kind === 'emptyLocation', target: $locationError });
sample({ clock: outcome, filter: (result) => result.kind === 'chooseChildAges', fn: () => 'roomSelect' as const, target: popupOpened });
sample({ clock: outcome, filter: (result) => result.kind === 'updatePage', target: [popupsReset, pagePushed] });

const leaving = sample({
  clock: outcome,
  filter: (result): result is Extract<typeof result, { kind: 'navigate' }> => result.kind === 'navigate',
});
sample({ clock: leaving, fn: ({ patch }) => patch, target: bookingChanged });
sample({ clock: leaving, target: popupsReset });
sample({
  clock: leaving,
  source: $navigate,
  fn: (navigate, { to }) => ({ navigate, to, replace: false }),
  target: navigateFx,
});

/** SPEC 4 analytics: a search from home is a bookNowHome. */
sample({
  clock: leaving,
  source: { placement: $placement, booking: $booking },
  filter: ({ placement }) => placement === 'home',
  fn: ({ booking }) => {
    const totals = guestTotals(booking.roomList);
    return {
      event: 'bookNowHome',
      location: booking.location,
      searchType: booking.searchType,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      rooms: totals.rooms,
      guests: totals.guests,
    };
  },
  target: analyticsEvent,
});
