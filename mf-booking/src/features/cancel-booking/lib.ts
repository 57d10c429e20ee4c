import { isApiError } from '@hotel/api';
import type { CancelReason, Reservation, ReservationSettings } from '@hotel/contracts';
import { engineErrorCodes } from '@hotel/domain';

/** What the look-up form sends (SPEC 5 "Cancel form"): the engine hotel id, the booking id and its e-mail. */
export interface LookUpValues {
  hotelId: string;
  bookingId: string;
  email: string;
}

/** A booking found and still cancellable: what the confirmation dialog shows. */
export interface FoundBooking {
  reservation: Reservation;
  settings: ReservationSettings;
}

/** Why the look-up shows a message under the form instead of the dialog (SPEC 2.7, SPEC 8). */
export type LookUpProblem =
  | { kind: 'offline' }
  | { kind: 'notFound' }
  | { kind: 'alreadyCancelled'; title: string }
  | { kind: 'tooManyAttempts'; retryAfterMinutes: number }
  | { kind: 'failed'; title: string };

/** SPEC 2.7, the first vocabulary, in the order the dialog lists them. */
export const cancelReasons = ['tripCancel', 'roomCheaper', 'travellersChanged', 'onotherHotel', 'other'] as const satisfies readonly CancelReason[];
export type CancelReasonChoice = (typeof cancelReasons)[number];

/** The reason as the visitor chose it: the category, its sentence in the page's language, and any details. */
export interface ChosenReason {
  category: CancelReasonChoice;
  reason: string;
  details: string;
}

/** The engine's look-up window (sandbox `SANDBOX_LOOKUP_WINDOW_SECONDS`), when the answer names no wait. */
const defaultRetryAfterSeconds = 900;

/** Retry-After of the 429, read from the HTTP answer the error came from, if it is there. */
function retryAfterSeconds(error: unknown): number {
  const response = (error as { cause?: { response?: { headers?: { get?: (name: string) => string | null } } } }).cause?.response;
  const seconds = Number(response?.headers?.get?.('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : defaultRetryAfterSeconds;
}

/** SPEC 8: not found (404) says so; too many attempts says when to try again; anything else shows its first title. */
export function lookUpProblemOf(error: unknown): LookUpProblem {
  if (!isApiError(error)) return { kind: 'failed', title: String(error) };
  if (error.status === 429 || error.code === engineErrorCodes.tooManyAttempts) {
    return { kind: 'tooManyAttempts', retryAfterMinutes: Math.ceil(retryAfterSeconds(error) / 60) };
  }
  if (error.status === 404 || error.code === engineErrorCodes.notFound) return { kind: 'notFound' };
  return { kind: 'failed', title: error.title };
}

/** SPEC 2.7: a cancelled booking shows only its server message; a status neither done nor cancelled is "not found". */
export function problemOfStatus(reservation: Reservation): LookUpProblem | null {
  if (reservation.status === 'cancelled') return { kind: 'alreadyCancelled', title: reservation.message?.title ?? '' };
  return reservation.status === 'done' ? null : { kind: 'notFound' };
}

/** The first message title of a failed cancel (SPEC 4 "Reservation lifecycle"). */
export function cancelFailureTitle(error: unknown): string {
  return isApiError(error) ? error.title : String(error);
}

/** What the look-up answered: a booking to confirm, or the message to show under the form. */
export function lookUpOutcome(reservation: Reservation, settings: ReservationSettings | null): { found: FoundBooking } | { problem: LookUpProblem } {
  const problem = problemOfStatus(reservation);
  if (problem || !settings) return { problem: problem ?? { kind: 'notFound' } };
  return { found: { reservation, settings } };
}
