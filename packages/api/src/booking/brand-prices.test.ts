import type { HotelPrice } from '@hotel/contracts';
import { noResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, json, queryOf, type RecordedRequest } from '../testing/fake-fetch';
import { fakeSession, testEnv } from '../testing/fake-session';
import { chunk } from './brand-prices';

const rooms = [{ checkin_date: '2026-05-01', checkout_date: '2026-05-02', adults: 2, children: 0 }];
const price = (code: string): HotelPrice => ({ id: Number(code.slice(1)), code, lowest_price: 10_000, currency: 'JPY', rooms_left: 3 });

/** Answers like the sandbox: the page's codes, priced, in `{ data, meta }`. */
function pricesOf(request: RecordedRequest) {
  const q = queryOf(request) as { hotel_codes: string[]; page: number; per_page: number };
  return json(200, { data: q.hotel_codes.map(price), meta: { page: q.page, per_page: q.per_page, total_count: q.hotel_codes.length } });
}

function setUp(responder = pricesOf) {
  const network = fakeFetch(responder);
  const { booking } = createApi(testEnv, fakeSession(), { fetch: network.fetch, cache: noResponseCache });
  return { network, booking };
}

const codes = Array.from({ length: 12 }, (_, i) => `H${i + 1}`);

describe('brand hotel prices (SPEC 9: page 1, 5 per page, once per page of hotel codes)', () => {
  it('asks for 12 hotel codes in 3 pages of 5, 5 and 2, and merges them in order', async () => {
    const { network, booking } = setUp();
    const prices = await booking.allBrandHotelPrices({ rooms }, codes);
    expect(prices.map((p) => p.code)).toEqual(codes);
    const queries = network.requests.map((r) => queryOf(r) as { page: number; per_page: number; hotel_codes: string[]; rooms: unknown });
    expect(queries.map((q) => q.hotel_codes)).toEqual([codes.slice(0, 5), codes.slice(5, 10), codes.slice(10)]);
    expect(queries.every((q) => q.page === 1 && q.per_page === 5 && JSON.stringify(q.rooms) === JSON.stringify(rooms))).toBe(true);
    expect(network.requests.every((r) => r.url.searchParams.get('is_including_lowest_price') === 'true')).toBe(true);
  });

  it('makes no call for no hotel codes', async () => {
    const { network, booking } = setUp();
    await expect(booking.allBrandHotelPrices({ rooms }, [])).resolves.toEqual([]);
    expect(network.requests).toHaveLength(0);
  });

  it('rejects when any page fails', async () => {
    const { booking } = setUp((request) =>
      (queryOf(request) as { hotel_codes: string[] }).hotel_codes.includes('H7') ? json(422, { errors: [{ code: 2000, title: 'bad' }] }) : pricesOf(request),
    );
    await expect(booking.allBrandHotelPrices({ rooms }, codes)).rejects.toMatchObject({ status: 422, title: 'bad' });
  });

  it('returns one page with its meta, whether or not it comes wrapped in another { data }', async () => {
    const page = { data: [price('H1')], meta: { page: 1, per_page: 5, total_count: 1 } };
    const query = { page: 1, per_page: 5, rooms, hotel_codes: ['H1'] };
    await expect(setUp(() => json(200, page)).booking.brandHotelPrices(query)).resolves.toEqual(page);
    await expect(setUp(() => json(200, { data: page })).booking.brandHotelPrices(query)).resolves.toEqual(page);
  });

  it.each([
    [[], 5, []],
    [[1, 2, 3], 5, [[1, 2, 3]]],
    [[1, 2, 3, 4, 5], 5, [[1, 2, 3, 4, 5]]],
    [[1, 2, 3, 4, 5, 6], 5, [[1, 2, 3, 4, 5], [6]]],
  ])('chunk(%j, %i) is %j', (items, size, expected) => {
    expect(chunk(items, size)).toEqual(expected);
  });
});
