import type { ReservationRef } from '@hotel/api';
import type { Locale, Reservation } from '@hotel/contracts';
import { attachApi, isApiError } from '@hotel/api';
import { $locale } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';

/** The page opened for a reservation, or for a link that names none (`null`). */
export const confirmationOpened = createEvent<ReservationRef | null>();
export const confirmationClosed = createEvent();
export const reloadRequested = createEvent();

export const loadReservationFx = attachApi((api, { ref }: { ref: ReservationRef; locale: Locale }) => api.booking.getReservation(ref));

export type LoadFailure = { kind: 'notFound' } | { kind: 'network'; message: string };

export const $ref = createStore<ReservationRef | null>(null, { serialize: 'ignore' }).reset(confirmationClosed);
export const $reservation = createStore<Reservation | null>(null, { serialize: 'ignore' }).reset(confirmationClosed);
export const $loadFailure = createStore<LoadFailure | null>(null, { serialize: 'ignore' }).reset(confirmationClosed);
export const $loading = loadReservationFx.pending;
const $open = createStore(false, { serialize: 'ignore' }).on(confirmationOpened, () => true).reset(confirmationClosed);

$ref.on(confirmationOpened, (_, ref) => ref);
$reservation.reset(confirmationOpened);
$loadFailure.on(confirmationOpened, (_, ref) => (ref ? null : { kind: 'notFound' }));

// SPEC 4 language change: on confirmation the reservation (and with it the hotel's name) loads again.
sample({
  clock: [confirmationOpened, reloadRequested, $locale.updates],
  source: { ref: $ref, locale: $locale, open: $open },
  filter: ({ ref, open }) => open && ref !== null,
  fn: ({ ref, locale }) => ({ ref: ref as ReservationRef, locale }),
  target: loadReservationFx,
});

// An answer for a reservation or a language the visitor has already left is dropped.
const current = { ref: $ref, locale: $locale };
const isCurrent = (now: { ref: ReservationRef | null; locale: Locale }, params: { ref: ReservationRef; locale: Locale }) =>
  now.ref === params.ref && now.locale === params.locale;

sample({
  clock: loadReservationFx.done,
  source: current,
  filter: (now, { params }) => isCurrent(now, params),
  fn: (_, { result }) => result,
  target: $reservation,
});
sample({ clock: loadReservationFx.done, source: current, filter: (now, { params }) => isCurrent(now, params), fn: () => null, target: $loadFailure });

sample({
  clock: loadReservationFx.fail,
  source: current,
  filter: (now, { params }) => isCurrent(now, params),
  fn: (_, { error }) => failureOf(error),
  target: $loadFailure,
});

/** No answer at all (offline, timeout) may pass on a retry; any answer that is not the booking means "not found". */
function failureOf(error: unknown): LoadFailure {
  if (isApiError(error) && error.status === 0) return { kind: 'network', message: error.title };
  return { kind: 'notFound' };
}
