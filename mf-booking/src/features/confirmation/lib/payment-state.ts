import type { Reservation } from '@hotel/contracts';

/** How the booking is paid for, as the confirmation shows it (SPEC 2.6; sandbox pay-later holds). */
export type PaymentState =
  | { kind: 'paidByCard'; last4: string }
  | { kind: 'paidWithPoints' }
  | { kind: 'paid' }
  | { kind: 'payAtHotel' }
  | { kind: 'awaiting'; dueAt: string | null }
  | { kind: 'expired' };

export function paymentState(reservation: Reservation): PaymentState {
  switch (reservation.payment_status) {
    case 'pay_at_hotel':
      return { kind: 'payAtHotel' };
    case 'awaiting_payment':
      return { kind: 'awaiting', dueAt: reservation.payment_due_at };
    case 'expired':
      return { kind: 'expired' };
    default:
      if (reservation.card_last4) return { kind: 'paidByCard', last4: reservation.card_last4 };
      return reservation.payment_method === 'points' ? { kind: 'paidWithPoints' } : { kind: 'paid' };
  }
}

/** "Pay now" settles a pay-later hold that is still open, on a booking that still stands. */
export function canPayNow(reservation: Reservation): boolean {
  return reservation.status !== 'cancelled' && reservation.payment_status === 'awaiting_payment';
}

/** SPEC 2.6: the thank-you belongs to a booking that stands. */
export function isConfirmed(reservation: Reservation): boolean {
  return reservation.status === 'done' || reservation.status === 'coming_up';
}

/** The message of a payment state; `due` is the hold's end already written in Japan time. */
export function paymentStatusMessage(state: PaymentState, due: (isoDateTime: string) => string): { id: string; values?: Record<string, string> } {
  switch (state.kind) {
    case 'paidByCard':
      return { id: 'booking.confirmation.payment.paidByCard', values: { last4: state.last4 } };
    case 'paidWithPoints':
      return { id: 'booking.confirmation.payment.paidWithPoints' };
    case 'paid':
      return { id: 'booking.confirmation.payment.paid' };
    case 'payAtHotel':
      return { id: 'booking.confirmation.payment.payAtHotel' };
    case 'awaiting':
      return state.dueAt ? { id: 'booking.confirmation.payment.awaitingUntil', values: { due: due(state.dueAt) } } : { id: 'booking.confirmation.payment.awaiting' };
    case 'expired':
      return { id: 'booking.confirmation.payment.expired' };
  }
}

export const paymentMethodMessageId: Record<Reservation['payment_method'], string> = {
  card: 'booking.confirmation.method.card',
  onsite: 'booking.confirmation.method.onsite',
  deferred: 'booking.confirmation.method.deferred',
  points: 'booking.confirmation.method.points',
};
