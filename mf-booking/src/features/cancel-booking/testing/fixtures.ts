import type { ContentHotelSummary, Reservation, ReservationRoom, ReservationSettings } from '@hotel/contracts';

/** Only what the cancel page reads of a content hotel. */
export function contentHotel(hotelID: number, name: string): ContentHotelSummary {
  return { hotelID, name, bookingCode: `H${hotelID}` } as ContentHotelSummary;
}

export const hotelList = [contentHotel(3, 'Hotel Sakura Tokyo'), contentHotel(7, 'Hotel Sakura Kyoto'), contentHotel(12, 'Hotel Sakura Osaka')];

function room(name: string, fee: number | null = null): ReservationRoom {
  return { room_type_name: name, room_plan_name: 'Room only', adults: 2, children: 0, cancellation_fee: fee } as ReservationRoom;
}

/** A confirmed two-room stay at the Kyoto hotel. */
export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    reservation_number: 'R-1001',
    email: 'hana@example.com',
    status: 'done',
    checkin_date: '2030-06-01',
    checkout_date: '2030-06-03',
    nights: 2,
    hotel: { id: 7, code: 'H7', name: 'Hotel Sakura Kyoto' },
    rooms: [room('Deluxe Twin'), room('Standard Double')],
    cancellation: null,
    message: null,
    ...overrides,
  } as Reservation;
}

export function settings(overrides: Partial<ReservationSettings> = {}): ReservationSettings {
  return {
    can_cancel: true,
    can_update: true,
    cancellation_fees: [3000, 0],
    cancellation_fee: 3000,
    cancellation_policy_link: 'https://example.com/policy',
    free_cancellation_until: null,
    ...overrides,
  };
}

/** What the engine answers to a cancel: the booking cancelled, with its fees and message. */
export function cancelledReservation(): Reservation {
  return reservation({
    status: 'cancelled',
    cancellation: { fee: 3000, fees: [3000, 0], reason: 'My trip has been cancelled.', details: null, cancelled_at: '2030-05-01T10:00:00+09:00' },
    message: { title: 'Your reservation R-1001 has been cancelled.' },
  });
}
