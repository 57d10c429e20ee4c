import type { ContentHotelSummary } from '@hotel/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentLookups, listLeadOf } from './content-lookups';

/** A content API that answers a token, a hotel's detail and hotels and areas, after `delayMs`, counting what it is asked. */
function contentApi(delayMs: number): Promise<{ url: string; server: Server; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', () => asked.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}${body ? ` ${body}` : ''}`));
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url?.endsWith('GenerateToken')) return response.end(JSON.stringify({ token: 'st-1', expired: new Date(Date.now() + 3_600_000).toISOString() }));
      if (request.url?.endsWith('hotels-and-areas')) return response.end(JSON.stringify({ data: { areas: [], hotels: [hotel(7, 2), hotel(3, 1), hotel(5, 1)] } }));
      response.end(JSON.stringify({ data: { name: 'Hotel Sakura Susukino', images: [{ url: 'https://img.test/3/1.png', width: 940, height: 580, caption: 'Exterior' }] } }));
    }, delayMs);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, asked })));
}

function hotel(hotelID: number, popularOrder: number) {
  return { hotelID, popularOrder, name: `Hotel ${hotelID}`, featuredImage: `https://img.test/${hotelID}/1.png` } as ContentHotelSummary;
}

const contentUser = { username: 'u', password: 'p', audience: 'a' };

describe("a hotel page's hero for its first paint", () => {
  it('asks the content API once with the server token and keeps the answer', async () => {
    const api = await contentApi(0);
    const heroOf = contentLookups({ contentApiUrl: api.url, contentUser }).hotelHero;
    const hero = await heroOf(3, 'en');
    expect(hero).toEqual({ name: 'Hotel Sakura Susukino', image: { url: 'https://img.test/3/1.png', width: 940, height: 580, caption: 'Exterior' } });
    await heroOf(3, 'en');
    expect(api.asked).toEqual(['GET /api/core/CoreAuthentication/GenerateToken ', 'POST /api/v2/hotel-detail Bearer st-1 {"TargetLanguage":"en","HotelID":3}']);
    api.server.close();
  });

  it('does not hold a page for a slow answer, and has it for the next page', async () => {
    const api = await contentApi(400);
    const heroOf = contentLookups({ contentApiUrl: api.url, contentUser }).hotelHero;
    expect(await heroOf(3, 'ja')).toBeNull();
    // The token and the detail take 400 ms each: a fixed wait raced them on a busy machine. The next pages ask
    // until the answer is in, and none of them asks the content API again.
    let later = null;
    for (const started = Date.now(); !later && Date.now() - started < 5_000; ) later = await heroOf(3, 'ja');
    expect(later?.name).toBe('Hotel Sakura Susukino');
    expect(api.asked.filter((call) => call.includes('hotel-detail'))).toHaveLength(1);
    api.server.close();
  });

  it('gives none when the content API cannot be reached', async () => {
    const heroOf = contentLookups({ contentApiUrl: 'http://127.0.0.1:9', contentUser }).hotelHero;
    expect(await heroOf(3, 'en')).toBeNull();
  });
});

describe("a hotel list's first card for its first paint", () => {
  it('is the most popular hotel of the search, the lowest id first on a tie', () => {
    expect(listLeadOf([hotel(7, 2), hotel(5, 1), hotel(3, 1)])).toEqual({ hotelId: 3, name: 'Hotel 3', image: 'https://img.test/3/1.png' });
    expect(listLeadOf([])).toBeNull();
  });

  it("asks hotels and areas with the search's keyword in the page's language, and keeps the answer per search", async () => {
    const api = await contentApi(0);
    const { listLead } = contentLookups({ contentApiUrl: api.url, contentUser });
    expect(await listLead('Tokyo', 'ja')).toEqual({ hotelId: 3, name: 'Hotel 3', image: 'https://img.test/3/1.png' });
    await listLead('Tokyo', 'ja');
    await listLead('', 'ja');
    expect(api.asked).toEqual([
      'GET /api/core/CoreAuthentication/GenerateToken ',
      'POST /api/v2/hotels-and-areas Bearer st-1 {"lang":"ja-JP","keyword":"Tokyo"}',
      'POST /api/v2/hotels-and-areas Bearer st-1 {"lang":"ja-JP"}',
    ]);
    api.server.close();
  });
});
