import type { Queryable } from '../db/database';
import { type NightTable, nightKey } from './pricing/quote-rate';

/** Rooms left and rates for these hotels on these nights, one query. */
export async function loadNightTables(db: Queryable, hotelIds: number[], nights: string[]): Promise<Map<number, NightTable>> {
  const rows = await db.query<{ hotel_id: number; room_type_code: string; night: string; left: number; rate: number }>(
    `SELECT hotel_id, room_type_code, night, total - taken AS left, rate
     FROM room_nights WHERE hotel_id = ANY($1::int[]) AND night = ANY($2::date[])`,
    [hotelIds, nights],
  );
  const tables = new Map<number, NightTable>();
  for (const row of rows) {
    let table = tables.get(row.hotel_id);
    if (!table) tables.set(row.hotel_id, (table = new Map()));
    table.set(nightKey(row.room_type_code, row.night), { left: row.left, rate: row.rate });
  }
  return tables;
}
