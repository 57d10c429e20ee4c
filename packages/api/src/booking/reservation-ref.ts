import type { Call } from '../http/call';
import { path } from '../http/path';
import type { ReservationRef } from './booking-types';

/** The reservation's path (plus `suffix`) and the e-mail and bypass token that open it. */
export function reservationCall(ref: ReservationRef, suffix = ''): Pick<Call, 'path' | 'searchParams'> {
  return {
    path: `${path`hotels/${ref.hotelId}/reservations/${ref.reservationNumber}`}${suffix}`,
    searchParams: { email: ref.email, bypass_token: ref.bypassToken },
  };
}
