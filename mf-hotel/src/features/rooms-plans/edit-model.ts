import type { Reservation } from '@hotel/contracts';
import { attachApi, type ReservationRef } from '@hotel/api';
import { isBookingEditEntry } from '@hotel/domain/search';
import { combine, createStore, sample } from 'effector';
import { $extras, $hotelId, type Failure, failureOf, sectionClosed } from './model';

/** SPEC 2.5 booking-edit entry: the booking being changed, opened with its e-mail and bypass token. */
export interface EditRef {
  hotelId: number;
  reservationNumber: string;
  email: string;
  bypassToken: string;
}

export const loadReservationFx = attachApi((api, ref: ReservationRef) => api.booking.getReservation(ref));

export const $editRef = combine($hotelId, $extras, (hotelId, extras): EditRef | null => {
  if (hotelId === null || extras === null || !isBookingEditEntry(extras)) return null;
  return {
    hotelId,
    reservationNumber: extras.reservationId as string,
    email: extras.email as string,
    bypassToken: extras.bypassToken as string,
  };
});
const $editKey = $editRef.map((ref) => (ref ? JSON.stringify(ref) : null));

export const $oldBooking = createStore<Reservation | null>(null)
  .on(loadReservationFx.doneData, (_, reservation) => reservation)
  .reset($editKey.updates, sectionClosed);
export const $oldBookingFailure = createStore<Failure | null>(null)
  .on(loadReservationFx.failData, (_, error) => failureOf(error))
  .reset($editKey.updates, sectionClosed);
export const $oldBookingLoading = loadReservationFx.pending;

sample({
  clock: $editKey.updates,
  source: $editRef,
  filter: (ref): ref is EditRef => ref !== null,
  target: loadReservationFx,
});
