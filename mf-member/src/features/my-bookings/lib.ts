import type { Locale, Reservation } from '@hotel/contracts';
import { localizedPath } from '@hotel/domain';

/** SPEC 4 "Reservation lifecycle": the statuses a member's list shows, each with its badge. */
export type ListStatus = 'coming_up' | 'done' | 'cancelled';

/** SPEC 4: coming_up (0), done (1), cancelled (2). */
export const listStatusOrder: Record<ListStatus, number> = { coming_up: 0, done: 1, cancelled: 2 };

/** SPEC 9: the list shows 5 skeleton placeholders while it loads. */
export const bookingSkeletonCount = 5;

const japanOffsetMs = 9 * 60 * 60 * 1000;

/** Today's date in Japan (UTC+9, no daylight saving), the calendar every stay date is written in. */
export function japanToday(now: Date): string {
  return new Date(now.getTime() + japanOffsetMs).toISOString().slice(0, 10);
}

/**
 * SPEC 4: "a booking is past when checkout is before now". Checkout is a date, so the stay is past once
 * its checkout day is over in Japan: on the checkout day itself the guest is still at the hotel.
 */
export function isPast(checkoutDate: string, now: Date): boolean {
  return checkoutDate < japanToday(now);
}

/** SPEC 4: a done booking whose checkout has not passed is shown as coming_up. */
export function listStatus(reservation: Pick<Reservation, 'status' | 'checkout_date'>, now: Date): ListStatus {
  if (reservation.status === 'done' && !isPast(reservation.checkout_date, now)) return 'coming_up';
  return reservation.status;
}

export interface BookingListItem {
  reservation: Reservation;
  status: ListStatus;
}

/**
 * The member's bookings in SPEC 4 status order. Within a status, coming stays soonest first and the others
 * most recent first: what the member looks for is the next trip, then the last one.
 */
export function bookingList(reservations: readonly Reservation[], now: Date): BookingListItem[] {
  const byDate = (a: BookingListItem, b: BookingListItem) => {
    const order = a.reservation.checkin_date.localeCompare(b.reservation.checkin_date);
    return a.status === 'coming_up' ? order : -order;
  };
  return reservations
    .map((reservation) => ({ reservation, status: listStatus(reservation, now) }))
    .sort((a, b) => listStatusOrder[a.status] - listStatusOrder[b.status] || byDate(a, b));
}

/** SPEC 2.8: an item leads to /profile/confirm-booking/{reservation_number} with the e-mail and hotel id. */
export function bookingPath(reservation: Pick<Reservation, 'reservation_number' | 'email' | 'hotel'>, locale: Locale): string {
  const query = new URLSearchParams({ email: reservation.email, hotel_id: String(reservation.hotel.id) });
  return `${localizedPath(`/profile/confirm-booking/${encodeURIComponent(reservation.reservation_number)}`, locale)}?${query}`;
}
