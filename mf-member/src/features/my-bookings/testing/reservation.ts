import type { Reservation, ReservationRoom } from '@hotel/contracts';

type RoomOverrides = Partial<Pick<ReservationRoom, 'room_type_name' | 'room_plan_name'>>;

function room({ room_type_name = 'Deluxe Twin', room_plan_name = 'Room only' }: RoomOverrides = {}): ReservationRoom {
  return { room_type_name, room_plan_name, adults: 2, children: 0, total_price: 24000 } as ReservationRoom;
}

/** A member's booking as `GET /user/reservations` answers it, with only what the list reads filled in. */
export function reservation(overrides: Partial<Reservation> & { roomNames?: RoomOverrides[] } = {}): Reservation {
  const { roomNames = [{}], ...rest } = overrides;
  return {
    reservation_number: 'R-1001',
    email: 'hanako@example.jp',
    status: 'done',
    checkin_date: '2099-05-01',
    checkout_date: '2099-05-03',
    nights: 2,
    room_count: roomNames.length,
    adults: 2,
    children: 0,
    hotel: { id: 13, code: 'MITO', name: 'Hotel Sakura Mito' },
    rooms: roomNames.map(room),
    total_price: 24000,
    ...rest,
  } as Reservation;
}
