import type { ContentArea, ContentHotelSummary } from '@hotel/contracts';
import { type Fixture, startFixture } from '../test-support/sandbox-fixture';

jest.setTimeout(120_000);

let fixture: Fixture;
let siteToken: string;

beforeAll(async () => {
  fixture = await startFixture();
  const user = fixture.sandbox.config.contentUser;
  const token = await fixture.call<{ token: string }>('GET', '/content/api/core/CoreAuthentication/GenerateToken', {
    headers: { username: user.username, password: user.password, audience: user.audience },
  });
  siteToken = token.body.token;
});
afterAll(() => fixture.sandbox.close());

async function search(body: Record<string, unknown>) {
  const answer = await fixture.call<{ data: { areas: ContentArea[]; hotels: ContentHotelSummary[] } }>('POST', '/content/api/v2/hotels-and-areas', {
    headers: { authorization: `Bearer ${siteToken}` },
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('hotels and areas (SPEC 7.2) as issue 13 asks', () => {
  it('京都 answers Kyoto first and no Tokyo hotel', async () => {
    const { areas, hotels } = await search({ lang: 'ja-JP', keyword: '京都' });
    expect(areas[0]).toMatchObject({ type: 'prefecture', name: '京都府', keyword: 'kyoto' });
    expect(areas.map((area) => area.name)).not.toContain('東京都');
    expect(hotels.map((hotel) => hotel.prefecture.keyword)).toEqual(['kyoto', 'kyoto', 'kyoto', 'kyoto', 'kyoto']);
  });

  it('finds a hotel by the kana of its name, read from the database', async () => {
    const { hotels } = await search({ lang: 'en', keyword: 'ほてるさくら ぎおん' });
    expect(hotels[0]?.name).toBe('Hotel Sakura Gion');
  });

  it('near a point, lists the hotels within the radius nearest first, whatever the keyword', async () => {
    const { hotels } = await search({ lang: 'ja-JP', latitude: 35.6812, longitude: 139.7671, radius: 4.78 });
    const distances = hotels.map((hotel) => hotel.distanceToUser as number);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(4.78);
  });
});
