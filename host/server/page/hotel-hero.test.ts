import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hotelHeroLookup } from './hotel-hero';

/** A content API that answers a token and a hotel's detail, after `delayMs`, counting what it is asked. */
function contentApi(delayMs: number): Promise<{ url: string; server: Server; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url?.endsWith('GenerateToken')) return response.end(JSON.stringify({ token: 'st-1', expired: new Date(Date.now() + 3_600_000).toISOString() }));
      response.end(JSON.stringify({ data: { name: 'Hotel Sakura Susukino', images: [{ url: 'https://img.test/3/1.png', width: 940, height: 580, caption: 'Exterior' }] } }));
    }, delayMs);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, asked })));
}

const contentUser = { username: 'u', password: 'p', audience: 'a' };

describe("a hotel page's hero for its first paint", () => {
  it('asks the content API once with the server token and keeps the answer', async () => {
    const api = await contentApi(0);
    const heroOf = hotelHeroLookup({ contentApiUrl: api.url, contentUser });
    const hero = await heroOf(3, 'en');
    expect(hero).toEqual({ name: 'Hotel Sakura Susukino', image: { url: 'https://img.test/3/1.png', width: 940, height: 580, caption: 'Exterior' } });
    await heroOf(3, 'en');
    expect(api.asked).toEqual(['GET /api/core/CoreAuthentication/GenerateToken ', 'POST /api/v2/hotel-detail Bearer st-1']);
    api.server.close();
  });

  it('does not hold a page for a slow answer, and has it for the next page', async () => {
    const api = await contentApi(400);
    const heroOf = hotelHeroLookup({ contentApiUrl: api.url, contentUser });
    expect(await heroOf(3, 'ja')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await heroOf(3, 'ja'))?.name).toBe('Hotel Sakura Susukino');
    api.server.close();
  });

  it('gives none when the content API cannot be reached', async () => {
    const heroOf = hotelHeroLookup({ contentApiUrl: 'http://127.0.0.1:9', contentUser });
    expect(await heroOf(3, 'en')).toBeNull();
  });
});
