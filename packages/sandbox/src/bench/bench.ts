import { randomUUID } from 'node:crypto';
import { type Bookable, bookingBody, daysFromToday, findBookable } from '../test-support/booking-helpers';
import { type Fixture, startFixture } from '../test-support/sandbox-fixture';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, runs: number, work: (i: number) => Promise<number>) {
  for (let i = 0; i < 5; i += 1) await work(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const status = await work(i);
    times.push(performance.now() - started);
    if (status >= 400) throw new Error(`${name} answered ${status} on run ${i}`);
  }
  times.sort((a, b) => a - b);
  return { name, runs, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

async function main() {
  const started = performance.now();
  const fixture: Fixture = await startFixture();
  console.log(`sandbox up (in memory, seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const session = await fixture.clientSession();
  const headers = { 'client-session': session, locale: 'ja' };
  const [hotels, rooms, nights] = await fixture.sandbox.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM hotels UNION ALL SELECT count(*)::int FROM room_types UNION ALL SELECT count(*)::int FROM room_nights`,
  );
  console.log(`seed: ${hotels?.count} hotels, ${rooms?.count} room types, ${nights?.count} room-nights`);
  const codes = (await fixture.sandbox.db.query<{ code: string }>('SELECT code FROM hotels ORDER BY id')).map((r) => r.code);
  const checkin = daysFromToday(7);
  const checkout = daysFromToday(8);
  const results = [];
  results.push(
    await measure('brand hotel search with prices (81 hotels)', 200, async () => {
      const q = { page: 1, per_page: 81, hotel_codes: codes, rooms: [{ checkin_date: checkin, checkout_date: checkout, adults: 2, children: 0 }] };
      return (await fixture.call('GET', '/booking/hotel_brands/297/hotels', { headers, query: { is_including_lowest_price: 'true', q } })).status;
    }),
  );
  results.push(
    await measure('room search (type=rooms)', 200, async (i) => {
      const hotelId = (Math.abs(i) % 81) + 1;
      const q = { checkin_date: checkin, checkout_date: checkout, rooms: [{ adults: 2, children: 0 }] };
      return (await fixture.call('GET', `/booking/hotels/${hotelId}/rooms`, { headers, query: { type: 'rooms', q } })).status;
    }),
  );
  const bookables: Bookable[] = [];
  for (let day = 10; bookables.length < 60 && day < 300; day += 1) {
    for (const hotelId of [1, 2, 3, 4, 5]) {
      const found = await findBookable(fixture, session, hotelId, daysFromToday(day), daysFromToday(day + 1), 2, 'onsite');
      if (found) bookables.push(found);
    }
  }
  results.push(
    await measure('reservation create', 50, async (i) => {
      const bookable = bookables[(i + 10) % bookables.length]!;
      return (
        await fixture.call('POST', `/booking/hotels/${bookable.hotelId}/reservations`, {
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: bookingBody(bookable, 'onsite'),
        })
      ).status;
    }),
  );
  console.log('\ncall                                         runs    p50 ms   p95 ms   max ms');
  for (const r of results) {
    console.log(`${r.name.padEnd(44)} ${String(r.runs).padStart(4)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}`);
  }
  await fixture.sandbox.close();
  const search = results[0]!;
  if (search.p95 > 50) {
    console.error(`brand hotel search p95 ${search.p95.toFixed(1)} ms is over the 50 ms budget`);
    process.exitCode = 1;
  }
}

await main();
