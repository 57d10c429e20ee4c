import { attachApi } from '@hotel/api';
import { createEvent, createStore, sample } from 'effector';
import { type BookingListItem, bookingList } from './lib';

export const myBookingsOpened = createEvent();
export const myBookingsClosed = createEvent();
export const retryRequested = createEvent();

/** The clock is read where the answer arrives, so the pure rules get "now" as a value (SPEC 4 coming_up). */
export const loadBookingsFx = attachApi(async (api) => bookingList(await api.booking.userReservations(), new Date()));

/** null until the first answer: the list shows skeletons, not "no bookings", while it loads. */
export const $bookings = createStore<BookingListItem[] | null>(null)
  .on(loadBookingsFx.doneData, (_, list) => list)
  .reset(myBookingsClosed);
export const $loadFailed = createStore(false)
  .on(loadBookingsFx.fail, () => true)
  .reset(loadBookingsFx, myBookingsClosed);
export const $loading = loadBookingsFx.pending;

sample({ clock: [myBookingsOpened, retryRequested], target: loadBookingsFx });
