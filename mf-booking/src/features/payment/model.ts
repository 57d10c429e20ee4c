import type { CreateReservationRequest, PaymentMethodCode, PointBalance, Reservation, UpdateReservationRequest } from '@hotel/contracts';
import { attachApi, newIdempotencyKey, type ReservationRef } from '@hotel/api';
import { $locale, analyticsEvent, roomsSelected, selectionCleared } from '@hotel/bus';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { $isMember, $price, $selection, funnelOpened, priceRefreshRequested } from '../../entities/booking-flow';
import { $currentGuestDetails, guestDetailsCleared } from '../../entities/guest-details';
import { type CardValues, cardTokenOutcome, tokenizeCardFx } from '../card-payment';
import { mayRetryAsSent, type PaymentFailure, paymentFailureOf } from './lib/payment-failure';
import { reservationRequest } from './lib/reservation-request';
import { updateRequest } from './lib/update-request';

export interface PaymentValues {
  method: PaymentMethodCode;
  card: CardValues;
}

export type Attempt =
  | { kind: 'create'; hotelId: number; request: CreateReservationRequest; key: string }
  | { kind: 'update'; ref: ReservationRef; request: UpdateReservationRequest; key: string };

export const paymentSubmitted = createEvent<PaymentValues>();
/** Send the last attempt again, as it was: the same body and Idempotency-Key, so it can never book twice. */
export const attemptRetried = createEvent();
export const newPriceAccepted = createEvent();
/** The confirmation is on its way: what was typed and chosen for this booking is done with. */
export const bookingHandedOver = createEvent();

export const createReservationFx = attachApi((api, attempt: Attempt) =>
  attempt.kind === 'create'
    ? api.booking.createReservation(attempt.hotelId, attempt.request, attempt.key)
    : api.booking.updateReservation(attempt.ref, attempt.request, attempt.key),
);
export const loadPointsFx = attachApi((api, hotelId: number) => api.booking.points(hotelId));
export const loadOriginalFx = attachApi((api, ref: ReservationRef) => api.booking.getReservation(ref));

export const $points = createStore<PointBalance | null>(null).on(loadPointsFx.doneData, (_, points) => points);
export const $original = createStore<Reservation | null>(null).on(loadOriginalFx.doneData, (_, reservation) => reservation);
export const $lastAttempt = createStore<Attempt | null>(null, { serialize: 'ignore' }).on(createReservationFx, (_, attempt) => attempt);
// Kept after the hand-over (the page is leaving for the confirmation); rooms chosen anew start a new booking.
export const $placed = createStore<Reservation | null>(null)
  .on(createReservationFx.doneData, (_, reservation) => reservation)
  .reset(roomsSelected);
export const $sending = combine(createReservationFx.pending, tokenizeCardFx.pending, (booking, card) => booking || card);

// A second click that arrives before the button is disabled is the same booking: it starts nothing.
const paymentStarted = sample({ clock: paymentSubmitted, source: $sending, filter: (sending) => !sending, fn: (_, values) => values });

const tokenFailed = createEvent<PaymentFailure>();
export const $failure = createStore<PaymentFailure | null>(null)
  .on(createReservationFx.failData, (_, error) => paymentFailureOf(error))
  .on(tokenFailed, (_, failure) => failure)
  .reset(paymentStarted, attemptRetried, newPriceAccepted, createReservationFx.done);
export const $canRetryAsSent = $failure.map((failure) => failure !== null && mayRetryAsSent(failure));

const $editRef = $selection.map((selection): ReservationRef | null =>
  selection?.edit ? { hotelId: selection.hotelId, reservationNumber: selection.edit.reservationId, email: selection.edit.email, bypassToken: selection.edit.bypassToken } : null,
);

sample({ clock: funnelOpened, source: { member: $isMember, selection: $selection }, filter: ({ member, selection }) => member && selection !== null, fn: ({ selection }) => selection!.hotelId, target: loadPointsFx });
sample({ clock: funnelOpened, source: $editRef, filter: Boolean, target: loadOriginalFx });
// A visitor who logs in to pay with points sees the balance without a reload.
sample({ clock: $isMember.updates, source: $selection, filter: (selection, member) => member && selection !== null, fn: (selection) => selection!.hotelId, target: loadPointsFx });

// A card is turned into the card service's one-use token first; a refused card never reaches the engine.
const cardChosen = sample({ clock: paymentStarted, filter: ({ method }) => method === 'card', fn: ({ card }) => card });
sample({ clock: cardChosen, target: tokenizeCardFx });
const outcome = tokenizeCardFx.doneData.map(cardTokenOutcome);
sample({ clock: outcome, filter: (result) => 'problem' in result, fn: (result) => ({ kind: 'cardToken', code: (result as { problem: string }).problem }) as PaymentFailure, target: tokenFailed });
sample({ clock: tokenizeCardFx.fail, fn: (): PaymentFailure => ({ kind: 'network' }), target: tokenFailed });

const paymentReady = merge([
  sample({ clock: outcome, filter: (result) => 'token' in result, fn: (result) => ({ method: 'card' as const, cardToken: (result as { token: string }).token }) }),
  sample({ clock: paymentStarted, filter: ({ method }) => method !== 'card', fn: ({ method }) => ({ method, cardToken: null }) }),
]);

const source = { selection: $selection, price: $price, draft: $currentGuestDetails, isMember: $isMember, locale: $locale, original: $original, editRef: $editRef };

sample({
  clock: paymentReady,
  source,
  filter: ({ selection, price, draft, editRef }) => selection !== null && price !== null && (editRef !== null || draft !== null),
  fn: (s, { method, cardToken }): Attempt => {
    const key = newIdempotencyKey();
    if (s.editRef && s.original) return { kind: 'update', ref: s.editRef, key, request: updateRequest(s.selection!, s.price!, s.original, s.isMember, cardToken) };
    const request = reservationRequest({ selection: s.selection!, price: s.price!, draft: s.draft!, method, isMember: s.isMember, locale: s.locale, cardToken });
    return { kind: 'create', hotelId: s.selection!.hotelId, request, key };
  },
  target: createReservationFx,
});

sample({ clock: attemptRetried, source: { attempt: $lastAttempt, sending: $sending }, filter: ({ attempt, sending }) => attempt !== null && !sending, fn: ({ attempt }) => attempt!, target: createReservationFx });
sample({ clock: newPriceAccepted, target: priceRefreshRequested });

sample({
  clock: createReservationFx.done,
  fn: ({ params, result }) => ({
    event: params.kind === 'create' ? 'reservationCreate' : 'reservationUpdate',
    reservationId: result.reservation_number,
    hotelId: result.hotel.id,
    value: result.total_price,
    currency: result.currency,
    paymentMethod: result.payment_method,
  }),
  target: analyticsEvent,
});
sample({ clock: bookingHandedOver, target: [guestDetailsCleared, selectionCleared] });
