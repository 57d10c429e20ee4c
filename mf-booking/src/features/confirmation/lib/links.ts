import type { Locale, Reservation } from '@hotel/contracts';
import { localizedPath } from '@hotel/domain';

/** SPEC 2.7: the cancel page, filled in with the hotel, the booking id and its e-mail. */
export function cancelLink(reservation: Reservation, locale: Locale): string {
  const query = new URLSearchParams({ hotel_id: String(reservation.hotel.id), booking_id: reservation.reservation_number, email: reservation.email });
  return `${localizedPath('/cancel', locale)}?${query}`;
}

/**
 * SPEC 2.5 booking-edit entry of the hotel page (bypass_token, email, reservationID, tab), or null when the
 * booking cannot be changed from here: cancelled, or no bypass token came with the link.
 */
export function changeBookingLink(reservation: Reservation, bypassToken: string | undefined, locale: Locale): string | null {
  if (!bypassToken || reservation.status === 'cancelled') return null;
  const query = new URLSearchParams({ bypass_token: bypassToken, email: reservation.email, reservationID: reservation.reservation_number, tab: 'plan' });
  return `${localizedPath(`/hotel/${reservation.hotel.id}`, locale)}?${query}`;
}

/** The look-up form, for a visitor whose link opened no booking. */
export const lookUpLink = (locale: Locale): string => localizedPath('/cancel', locale);

/**
 * The page's address to share: the look-up link without its bypass token, which lets whoever holds it change
 * or pay for the booking; the e-mail, hotel and booking id only let the booking be read (SPEC 6).
 */
export function shareableLink(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('bypass_token');
  url.searchParams.delete('byPassToken');
  return url.toString();
}
