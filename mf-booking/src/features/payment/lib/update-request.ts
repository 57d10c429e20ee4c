import type { Reservation, RoomSelection, SelectedRoomsPrice, UpdateReservationRequest } from '@hotel/contracts';
import { roomPrice } from '../../../entities/booking-flow';

/**
 * A change of dates, rooms or plan keeps the booking's guests (SPEC 2.6 update): each new room is booked for
 * the guest of the same room before, or the booker.
 */
export function updateRequest(selection: RoomSelection, price: SelectedRoomsPrice, original: Reservation, isMember: boolean, cardToken: string | null): UpdateReservationRequest {
  const booker = original.rooms[0]?.guest;
  return {
    checkin_date: price.checkin_date,
    checkout_date: price.checkout_date,
    rooms: selection.rooms.map((room, index) => ({
      room_type_code: room.roomTypeCode,
      room_plan_code: room.planCode,
      room_count: 1,
      adults: room.adults,
      children: room.children.length,
      kids_tiers: room.children.map((child) => ({ age: child.age ?? 0, bed: child.bed })),
      guest: original.rooms[index]?.guest ?? booker ?? { email: original.email, first_name: '', last_name: '', first_name_kana: '', last_name_kana: '', phone: '' },
      total_price: roomPrice(price.rooms[index] as SelectedRoomsPrice['rooms'][number], isMember),
      checkin_date: price.checkin_date,
      checkout_date: price.checkout_date,
    })),
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
