import type { Reservation, RoomSelection, SelectedRoomsPrice, UpdateReservationRequest } from '@hotel/contracts';
import { roomRequest } from './reservation-request';

/**
 * A change of dates, rooms or plan keeps the booking's guests (SPEC 2.6 update): each new room is booked for
 * the guest of the same room before, or the booker.
 */
export function updateRequest(selection: RoomSelection, price: SelectedRoomsPrice, original: Reservation, isMember: boolean, cardToken: string | null): UpdateReservationRequest {
  const booker = original.rooms[0]?.guest ?? { email: original.email, first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', phone: '' };
  return {
    checkin_date: price.checkin_date,
    checkout_date: price.checkout_date,
    rooms: selection.rooms.map((room, index) => roomRequest(price, index, room, original.rooms[index]?.guest ?? booker, isMember)),
    ...(cardToken ? { card_token: cardToken } : {}),
  };
}

/** SPEC 2.6: the difference is the new total minus the old. */
export function priceDifference(original: Pick<Reservation, 'total_price'>, newTotal: number): number {
  return newTotal - original.total_price;
}

/** A dearer change of a booking already paid is charged to a card now; a hold or pay-at-hotel just changes its total. */
export function updateNeedsCard(original: Pick<Reservation, 'payment_status'>, difference: number): boolean {
  return difference > 0 && original.payment_status === 'paid';
}
