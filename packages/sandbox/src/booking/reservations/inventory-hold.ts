import type { Queryable } from '../../db/database';

export interface RoomNightNeed {
  roomTypeCode: string;
  nights: string[];
  rooms: number;
}

/** Groups the rooms of a booking by type: three rooms of one type need three rooms on every night. */
export function needsOf(rooms: Array<{ room_type_code: string }>, nights: string[]): RoomNightNeed[] {
  const counts = new Map<string, number>();
  for (const room of rooms) counts.set(room.room_type_code, (counts.get(room.room_type_code) ?? 0) + 1);
  return [...counts].map(([roomTypeCode, count]) => ({ roomTypeCode, nights, rooms: count }));
}

/**
 * Takes the rooms inside the caller's transaction. Each night is a conditional update that only succeeds
 * while enough rooms are left, so concurrent bookings can never push `taken` past `total`. Returns false
 * (and the caller rolls back) as soon as one night is short.
 */
export async function takeRooms(tx: Queryable, hotelId: number, reservationNumber: string, needs: RoomNightNeed[]): Promise<boolean> {
  for (const need of needs) {
    const updated = await tx.query<{ night: string }>(
      `UPDATE room_nights SET taken = taken + $4
       WHERE hotel_id = $1 AND room_type_code = $2 AND night = ANY($3::date[]) AND taken + $4 <= total
       RETURNING night`,
      [hotelId, need.roomTypeCode, need.nights, need.rooms],
    );
    if (updated.length !== need.nights.length) return false;
    await tx.query(
      `INSERT INTO reservation_nights (reservation_number, hotel_id, room_type_code, night, rooms)
       SELECT $1, $2, $3, night, $4 FROM unnest($5::date[]) AS night`,
      [reservationNumber, hotelId, need.roomTypeCode, need.rooms, need.nights],
    );
  }
  return true;
}

/** Gives back exactly the room-nights a reservation holds. */
export async function releaseRooms(tx: Queryable, reservationNumber: string): Promise<void> {
  await tx.query(
    `UPDATE room_nights n SET taken = n.taken - r.rooms
     FROM reservation_nights r
     WHERE r.reservation_number = $1 AND n.hotel_id = r.hotel_id AND n.room_type_code = r.room_type_code AND n.night = r.night`,
    [reservationNumber],
  );
  await tx.query('DELETE FROM reservation_nights WHERE reservation_number = $1', [reservationNumber]);
}
