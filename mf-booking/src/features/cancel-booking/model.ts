import { attachApi, contentLanguageOf, type ReservationRef } from '@hotel/api';
import { $locale, $online, analyticsEvent } from '@hotel/bus';
import type { Locale, Reservation } from '@hotel/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { cancelFailureTitle, type ChosenReason, type FoundBooking, type LookUpProblem, lookUpOutcome, lookUpProblemOf, type LookUpValues } from './lib';

export interface HotelOption {
  id: string;
  name: string;
}

/** A booking this page cancelled, with the reason the visitor gave (SPEC 2.7: done shows fees and reasons). */
export interface CancelledBooking {
  reservation: Reservation;
  reason: ChosenReason;
}

/** What the dialog says under its buttons (SPEC 8: cancel success in green, failure in red). */
export type CancelMessage = { kind: 'success' | 'failed'; title: string } | { kind: 'offline' };

/** SPEC 4 "Cancel flow": the dialog closes 200 ms after a successful cancel. */
export const closeAfterSuccessMs = 200;

export const cancelPageOpened = createEvent();
export const cancelPageClosed = createEvent();
export const lookUpSubmitted = createEvent<LookUpValues>();
export const dialogDismissed = createEvent();
export const cancelConfirmed = createEvent<ChosenReason>();

export const loadHotelsFx = attachApi(async (api, locale: Locale): Promise<HotelOption[]> => {
  const { hotels } = await api.content.hotelsAndAreas({ lang: contentLanguageOf(locale) });
  return hotels.map((hotel) => ({ id: String(hotel.hotelID), name: hotel.name }));
});
export const lookUpReservationFx = attachApi(async (api, ref: ReservationRef) => {
  // One call after the other: every failed look-up counts against the visitor's attempts (sandbox README,
  // "Look-up and cancel"), so a mistyped id must not spend two of them.
  const reservation = await api.booking.getReservation(ref);
  const settings = reservation.status === 'done' ? await api.booking.reservationSettings(ref) : null;
  return lookUpOutcome(reservation, settings);
});
export const cancelReservationFx = attachApi(
  (api, { ref, locale, reason }: { ref: ReservationRef; locale: Locale; reason: ChosenReason }) =>
    api.booking.cancelReservation(ref, {
      language: locale,
      category: reason.category,
      reason: reason.reason,
      ...(reason.category === 'other' ? { details: reason.details.trim() } : {}),
    }),
);
const closeAfterSuccessFx = createEffect(
  (cancelled: CancelledBooking) => new Promise<CancelledBooking>((resolve) => setTimeout(() => resolve(cancelled), closeAfterSuccessMs)),
);

const $open = createStore(false).on(cancelPageOpened, () => true).reset(cancelPageClosed);
export const $hotels = createStore<HotelOption[]>([]).reset(cancelPageClosed);
/** The booking asked about last; answers to an earlier look-up are dropped. */
const $ref = createStore<ReservationRef | null>(null).reset(cancelPageClosed);
export const $found = createStore<FoundBooking | null>(null).reset(cancelPageClosed);
export const $problem = createStore<LookUpProblem | null>(null).reset(cancelPageClosed);
export const $dialogOpen = createStore(false).reset(cancelPageClosed, dialogDismissed);
export const $cancelMessage = createStore<CancelMessage | null>(null).reset(cancelPageClosed, dialogDismissed, cancelReservationFx);
export const $cancelled = createStore<CancelledBooking | null>(null).reset(cancelPageClosed);
export const $lookingUp = lookUpReservationFx.pending;
export const $cancelling = cancelReservationFx.pending;

// The hotel names come in the page's language: asked for on opening and again when the language changes.
sample({ clock: [cancelPageOpened, $locale.updates], source: { locale: $locale, open: $open }, filter: ({ open }) => open, fn: ({ locale }) => locale, target: loadHotelsFx });
sample({ clock: loadHotelsFx.done, source: $locale, filter: (locale, { params }) => locale === params, fn: (_, { result }) => result, target: $hotels });

// SPEC 4: offline shows the alert and nothing is sent.
sample({ clock: lookUpSubmitted, source: $online, filter: (online) => !online, fn: (): LookUpProblem => ({ kind: 'offline' }), target: $problem });
const lookUpStarted = sample({
  clock: lookUpSubmitted,
  source: $online,
  filter: (online) => online,
  fn: (_, values): ReservationRef => ({ hotelId: Number(values.hotelId), reservationNumber: values.bookingId.trim(), email: values.email.trim() }),
});
sample({ clock: lookUpStarted, target: [$ref, lookUpReservationFx] });
$problem.reset(lookUpStarted);

const answered = sample({ clock: lookUpReservationFx.done, source: $ref, filter: (ref, { params }) => ref === params, fn: (_, { result }) => result });
const failed = sample({ clock: lookUpReservationFx.fail, source: $ref, filter: (ref, { params }) => ref === params, fn: (_, { error }) => lookUpProblemOf(error) });
const found = sample({ clock: answered, filter: (outcome) => 'found' in outcome, fn: (outcome) => (outcome as { found: FoundBooking }).found });
sample({ clock: answered, filter: (outcome) => 'problem' in outcome, fn: (outcome) => (outcome as { problem: LookUpProblem }).problem, target: $problem });
sample({ clock: failed, target: $problem });
$found.on(found, (_, booking) => booking);
$dialogOpen.on(found, () => true);
$cancelMessage.reset(found);

sample({ clock: cancelConfirmed, source: $online, filter: (online) => !online, fn: (): CancelMessage => ({ kind: 'offline' }), target: $cancelMessage });
sample({
  clock: cancelConfirmed,
  source: { ref: $ref, locale: $locale, online: $online },
  filter: ({ ref, online }) => ref !== null && online,
  fn: ({ ref, locale }, reason) => ({ ref: ref as ReservationRef, locale, reason }),
  target: cancelReservationFx,
});

const cancelledNow = cancelReservationFx.done.map(({ params, result }): CancelledBooking => ({ reservation: result, reason: params.reason }));
$cancelMessage
  .on(cancelReservationFx.done, (_, { result }) => ({ kind: 'success', title: result.message?.title ?? '' }))
  .on(cancelReservationFx.fail, (_, { error }) => ({ kind: 'failed', title: cancelFailureTitle(error) }));
sample({ clock: cancelledNow, target: closeAfterSuccessFx });
$dialogOpen.reset(closeAfterSuccessFx.done);
$cancelled.on(closeAfterSuccessFx.doneData, (_, cancelled) => cancelled);

// SPEC 4 analytics: one cancellation event per booking cancelled.
sample({
  clock: cancelledNow,
  source: $found,
  fn: (booking, { reservation }) => ({
    event: 'cancellation',
    reservationId: reservation.reservation_number,
    hotelId: reservation.hotel.id,
    fee: reservation.cancellation?.fee ?? booking?.settings.cancellation_fee ?? 0,
  }),
  target: analyticsEvent,
});
