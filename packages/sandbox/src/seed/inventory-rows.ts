import { addDays } from '@hotel/domain';
import type { Queryable } from '../db/database';
import type { RoomTypeSeed } from './catalogue-types';
import { roomNight } from './catalogue/inventory';

/** How far ahead rooms can be booked (issue 3: nightly rates for the next 365 days). */
export const bookingHorizonDays = 365;

/**
 * Writes room-night rows from `from` to today + 365 for every room type, without touching existing rows
 * (their `taken` counts belong to real reservations).
 */
export async function insertRoomNights(db: Queryable, roomTypes: RoomTypeSeed[], from: string, today: string): Promise<number> {
  const last = addDays(today, bookingHorizonDays);
  const columns = { hotel: [] as number[], room: [] as string[], night: [] as string[], total: [] as number[], rate: [] as number[] };
  let written = 0;
  const flush = async () => {
    if (!columns.hotel.length) return;
    await db.query(
      `INSERT INTO room_nights (hotel_id, room_type_code, night, total, rate)
       SELECT * FROM unnest($1::int[], $2::text[], $3::date[], $4::int[], $5::int[])
       ON CONFLICT DO NOTHING`,
      [columns.hotel, columns.room, columns.night, columns.total, columns.rate],
    );
    written += columns.hotel.length;
    for (const list of Object.values(columns)) list.length = 0;
  };
  for (let night = from; night <= last; night = addDays(night, 1)) {
    for (const room of roomTypes) {
      const { total, rate } = roomNight(room.hotelId, room, night);
      columns.hotel.push(room.hotelId);
      columns.room.push(room.code);
      columns.night.push(night);
      columns.total.push(total);
      columns.rate.push(rate);
    }
    if (columns.hotel.length >= 20_000) await flush();
  }
  await flush();
  return written;
}
