import { openPglite } from '../db/pglite-database';
import { migrate } from '../db/migrate';
import { addMissingReadings } from './seed';
import { buildHotels } from './catalogue/hotels';
import { insertCatalogue } from './insert-catalogue';

jest.setTimeout(60_000);

it('issue 13: a database seeded before hotels had readings gets them on the next start', async () => {
  const db = await openPglite(null);
  // Closed, or its PGlite keeps jest running after the test ('did not exit one second after' when run alone).
  try {
    await migrate(db);
    const hotels = buildHotels();
    await insertCatalogue(db, { amenities: [], hotels, policies: [], roomTypes: [], plans: [], reviews: [], extras: [], questions: [], promoCodes: [], members: [] }, 297);
    await db.exec("UPDATE hotels SET readings = '{}'::jsonb");
    expect(await addMissingReadings(db)).toBe(hotels.length);
    const [row] = await db.query<{ readings: { name: string[] } }>('SELECT readings FROM hotels WHERE code = $1', ['SKR-KYO-01']);
    expect(row?.readings.name).toEqual(['ほてる さくら きょうと えきまえ', 'hoteru sakura kyōto ekimae']);
    expect(await addMissingReadings(db)).toBe(0);
  } finally {
    await db.close();
  }
});
