import type { BookingData } from '@hotel/contracts';
import { createDefaultBooking } from '@hotel/domain';
import { createEvent, createStore } from 'effector';
import { persistAfterStart } from './app-started';

/** SPEC 3 booking data, shared by every app and kept across reloads. */
export const bookingChanged = createEvent<Partial<BookingData>>();
export const bookingReset = createEvent();

export const $booking = createStore<BookingData>(createDefaultBooking(new Date()))
  .on(bookingChanged, (booking, patch) => ({ ...booking, ...patch }))
  .on(bookingReset, () => createDefaultBooking(new Date()));

function isStoredBooking(raw: unknown): raw is BookingData {
  return typeof raw === 'object' && raw !== null && Array.isArray((raw as Partial<BookingData>).roomList);
}

persistAfterStart({ store: $booking, key: 'booking', isValid: isStoredBooking });
