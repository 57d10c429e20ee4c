import type {
  CancelReservationRequest,
  CreateReservationRequest,
  Receipt,
  Reservation,
  ReservationSettings,
  SettlePaymentRequest,
  UpdateGuestsRequest,
  UpdateReservationRequest,
} from '@hotel/contracts';
import type { Call } from '../http/call';
import { unwrap } from '../http/envelope';
import { path } from '../http/path';
import type { BookingContext, HotelRef, ReservationRef } from './booking-types';
import { newIdempotencyKey } from './idempotency-key';
import { reservationCall } from './reservation-ref';

/** Create, read, change, cancel and settle reservations (SPEC 7.1). */
export function reservationCalls({ send }: BookingContext) {
  const reservation = async (call: Call) => unwrap<Reservation>(await send(call));
  return {
    /** The key makes a retried create answer the first reservation instead of booking twice. */
    createReservation: (hotelId: HotelRef, request: CreateReservationRequest, idempotencyKey = newIdempotencyKey()) =>
      reservation({
        method: 'post',
        path: path`hotels/${hotelId}/reservations`,
        json: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    getReservation: (ref: ReservationRef) => reservation({ method: 'get', ...reservationCall(ref) }),
    /** Keyed like a create: a retried change never charges or refunds twice. */
    updateReservation: (ref: ReservationRef, request: UpdateReservationRequest, idempotencyKey = newIdempotencyKey()) =>
      reservation({ method: 'put', ...reservationCall(ref), json: request, headers: { 'Idempotency-Key': idempotencyKey } }),
    cancelReservation: (ref: ReservationRef, request: CancelReservationRequest) =>
      reservation({ method: 'put', ...reservationCall(ref, '/cancel'), json: request }),
    updateGuests: (ref: ReservationRef, request: UpdateGuestsRequest) =>
      reservation({ method: 'put', ...reservationCall(ref, '/guests'), json: request }),
    /** "Pay now" of a pay-later hold; keyed so a retry never charges twice. */
    settlePayment: (ref: ReservationRef, request: SettlePaymentRequest, idempotencyKey = newIdempotencyKey()) =>
      reservation({ method: 'post', ...reservationCall(ref, '/payment'), json: request, headers: { 'Idempotency-Key': idempotencyKey } }),
    reservationSettings: async (ref: ReservationRef) =>
      unwrap<ReservationSettings>(await send({ method: 'get', ...reservationCall(ref, '/update_settings') })),
    receipt: async (ref: ReservationRef) => unwrap<Receipt>(await send({ method: 'get', ...reservationCall(ref, '/receipt') })),
    /** A member's reservations (bearer). */
    userReservations: async () => unwrap<Reservation[]>(await send({ method: 'get', path: 'user/reservations' })),
  };
}
