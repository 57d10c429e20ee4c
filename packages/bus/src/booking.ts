import type { BookingData } from '@hotel/contracts';
import { createDefaultBooking } from '@hotel/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { readStored, writeStored } from './storage';

const bookingKey = 'booking';

function initialBooking(): BookingData {
  return readStored<BookingData>(bookingKey) ?? createDefaultBooking(new Date());
}

/** SPEC 3 booking data, shared by every app and kept across reloads. */
export const bookingChanged = createEvent<Partial<BookingData>>();
export const bookingReset = createEvent();

export const $booking = createStore<BookingData>(initialBooking())
  .on(bookingChanged, (booking, patch) => ({ ...booking, ...patch }))
  .on(bookingReset, () => createDefaultBooking(new Date()));

const persistBookingFx = createEffect((booking: BookingData) => writeStored(bookingKey, booking));

sample({ clock: $booking.updates, target: persistBookingFx });
