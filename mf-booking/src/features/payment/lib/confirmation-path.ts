import type { Locale, Reservation } from '@hotel/contracts';
import { localizedPath } from '@hotel/domain';

/** SPEC 2.1: the confirmation's query carries the e-mail and hotel id; the bypass token lets it pay now or change. */
export function confirmationPath(reservation: Pick<Reservation, 'reservation_number' | 'email' | 'hotel' | 'bypass_token'>, locale: Locale): string {
  const query = new URLSearchParams({
    email: reservation.email,
    hotel_id: String(reservation.hotel.id),
    bypass_token: reservation.bypass_token,
  });
  return `${localizedPath(`/confirm-booking/${encodeURIComponent(reservation.reservation_number)}`, locale)}?${query}`;
}
