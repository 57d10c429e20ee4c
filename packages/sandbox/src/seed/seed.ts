import { addDays } from '@hotel/domain';
import type { SandboxDeps } from '../deps';
import type { Database } from '../db/database';
import type { RoomTypeSeed } from './catalogue-types';
import { buildCatalogue } from './catalogue/index';
import { buildHotels } from './catalogue/hotels';
import { insertCatalogue } from './insert-catalogue';
import { japanToday } from '../clock/clock';
import { insertRoomNights } from './inventory-rows';
import { insertDemoMembers } from './insert-members';

/** Seeds an empty database with the catalogue and a year of inventory; true when it did. */
export async function seedCatalogueIfEmpty(deps: Pick<SandboxDeps, 'db' | 'config' | 'clock'>): Promise<boolean> {
  const [row] = await deps.db.query<{ count: number }>('SELECT count(*)::int AS count FROM hotels');
  if (row && row.count > 0) {
    await addMissingReadings(deps.db);
    return false;
  }
  const catalogue = buildCatalogue();
  await deps.db.transaction(async (tx) => {
    await insertCatalogue(tx, catalogue, deps.config.brandId);
    await insertRoomNights(tx, catalogue.roomTypes, japanToday(deps.clock), japanToday(deps.clock));
  });
  return true;
}

/** Issue 13: a database seeded before hotels had readings gets them; nothing else in it changes. */
export async function addMissingReadings(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM hotels WHERE readings = '{}'::jsonb");
  if (!row || row.count === 0) return 0;
  const readings = buildHotels().map((hotel) => ({ id: hotel.id, readings: hotel.readings }));
  await db.query(
    "UPDATE hotels SET readings = r.readings FROM jsonb_to_recordset($1::jsonb) AS r(id int, readings jsonb) WHERE hotels.id = r.id AND hotels.readings = '{}'::jsonb",
    [JSON.stringify(readings)],
  );
  return row.count;
}

/** The demo members and their stays, once the catalogue is loaded (their bookings are priced from it). */
export async function seedMembers(deps: SandboxDeps): Promise<void> {
  await insertDemoMembers(deps, buildCatalogue().members);
}

/** Keeps a year of inventory ahead as days pass on a database kept across restarts. */
export async function topUpInventory(db: Database, roomTypes: RoomTypeSeed[], today: string): Promise<number> {
  const [row] = await db.query<{ last: string | null }>('SELECT max(night) AS last FROM room_nights');
  const from = row?.last && row.last >= today ? addDays(row.last, 1) : today;
  if (from > addDays(today, 365)) return 0;
  return db.transaction((tx) => insertRoomNights(tx, roomTypes, from, today));
}
