import { createMemoryStore } from '../cache/memory-store';
import { createResponseCache, type ResponseCache } from '../cache/response-cache';
import { createApi } from '../create-api';
import { fakeFetch, inTurn, json, type RecordedRequest, type Responder } from '../testing/fake-fetch';
import { fakeSession, testEnv, type Tokens } from '../testing/fake-session';

const areas = { areas: [{ id: 'tokyo', type: 'prefecture' }], hotels: [] };

function setUp(responder: Responder = () => json(200, { data: areas }), tokens: Partial<Tokens> = {}, cache?: ResponseCache) {
  let now = Date.UTC(2026, 0, 1);
  const session = fakeSession(tokens);
  const network = fakeFetch(responder);
  const responseCache = cache ?? createResponseCache(createMemoryStore(), { now: () => now });
  const { content } = createApi(testEnv, session, { fetch: network.fetch, cache: responseCache });
  return { session, network, content, advance: (ms: number) => (now += ms) };
}

const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? 'null') as unknown;

describe('content API: site token (SPEC 7.2, 8)', () => {
  it('sends the site token as a bearer', async () => {
    const { network, content } = setUp();
    await content.hotelsAndAreas();
    expect(network.requests[0]?.headers.get('authorization')).toBe('Bearer site-1');
  });

  it('gets a new site token on 401 and retries once', async () => {
    const { session, network, content } = setUp(inTurn(() => json(401, { succeeded: false, message: 'Token expired', errors: [] }), () => json(200, { data: areas })));
    await expect(content.hotelsAndAreas()).resolves.toEqual(areas);
    expect(session.renewSiteToken).toHaveBeenCalledTimes(1);
    expect(network.requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer site-1', 'Bearer site-2']);
  });

  it('rejects a second 401 with the content error', async () => {
    const { session, network, content } = setUp(() => json(401, { succeeded: false, message: 'Token expired', errors: [] }));
    await expect(content.hotelReviews({ hotelID: 1 })).rejects.toMatchObject({ service: 'content', status: 401, code: null, title: 'Token expired' });
    expect(session.renewSiteToken).toHaveBeenCalledTimes(1);
    expect(network.requests).toHaveLength(2);
  });

  it('does not renew on other failures', async () => {
    const { session, network, content } = setUp(() => json(500, { succeeded: false, message: 'Down', errors: [] }));
    await expect(content.hotelDetail({ HotelID: 1 })).rejects.toMatchObject({ status: 500 });
    expect(session.renewSiteToken).not.toHaveBeenCalled();
    expect(network.requests).toHaveLength(1);
  });
});

describe('content API: requests and envelopes', () => {
  it.each([
    ['ja', 'ja-JP'],
    ['en', 'en'],
    ['ko', 'ko-KR'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
  ] as const)('asks in the interface language: %s is %s', async (locale, language) => {
    const { network, content } = setUp(() => json(200, { data: {} }), { locale });
    await content.hotelDetail({ HotelID: 5 });
    expect(bodyOf(network.requests[0])).toEqual({ HotelID: 5, TargetLanguage: language });
  });

  it.each([
    ['hotelsAndAreas', (c: Content) => c.hotelsAndAreas({ keyword: 'Tokyo' }), 'POST', '/content/api/v2/hotels-and-areas'],
    ['hotelDetail', (c: Content) => c.hotelDetail({ HotelID: 5 }), 'POST', '/content/api/v2/hotel-detail'],
    ['hotelReviews', (c: Content) => c.hotelReviews({ hotelID: 5 }), 'POST', '/content/api/v2/hotel-reviews'],
    ['dictionaries', (c: Content) => c.dictionaries(), 'POST', '/content/api/v2/dictionaries'],
    ['currentLocation', (c: Content) => c.currentLocation(), 'GET', '/content/api/v2/current-location'],
    ['nearbyHotels', (c: Content) => c.nearbyHotels({ lat: 35.6, long: 139.7 }), 'POST', '/content/api/v2/nearby-hotels'],
  ])('%s is %s %s and unwraps { data }', async (_name, invoke, method, pathname) => {
    const { network, content } = setUp(() => json(200, { data: { inner: true } }));
    await expect(invoke(content)).resolves.toEqual({ inner: true });
    expect([network.requests[0]?.method, network.requests[0]?.url.pathname]).toEqual([method, pathname]);
  });

  it('has no GenerateToken: the site token is the host server’s business', () => {
    expect(Object.keys(setUp().content).sort()).toEqual(['currentLocation', 'dictionaries', 'hotelDetail', 'hotelReviews', 'hotelsAndAreas', 'nearbyHotels']);
  });
});

type Content = ReturnType<typeof setUp>['content'];

describe('content API: response cache (SPEC 7.2 lifetimes)', () => {
  it('serves hotels and areas from the cache for a day', async () => {
    const { network, content, advance } = setUp();
    await content.hotelsAndAreas({ keyword: 'Tokyo' });
    advance(23 * 3600_000);
    await expect(content.hotelsAndAreas({ keyword: 'Tokyo' })).resolves.toEqual(areas);
    expect(network.requests).toHaveLength(1);
    advance(3600_000);
    await content.hotelsAndAreas({ keyword: 'Tokyo' });
    expect(network.requests).toHaveLength(2);
  });

  it('asks again for other parameters or another language', async () => {
    const { session, network, content } = setUp();
    await content.hotelsAndAreas({ keyword: 'Tokyo' });
    await content.hotelsAndAreas({ keyword: 'Osaka' });
    session.tokens.locale = 'en';
    await content.hotelsAndAreas({ keyword: 'Tokyo' });
    expect(network.requests.map((r) => bodyOf(r))).toEqual([
      { keyword: 'Tokyo', lang: 'ja-JP' },
      { keyword: 'Osaka', lang: 'ja-JP' },
      { keyword: 'Tokyo', lang: 'en' },
    ]);
  });

  it.each([
    ['dictionaries', (c: Content) => c.dictionaries(), 30 * 60_000],
    ['currentLocation', (c: Content) => c.currentLocation(), 2 * 60_000],
  ])('keeps %s for its lifetime', async (_name, invoke, lifetime) => {
    const { network, content, advance } = setUp(() => json(200, { data: { n: 1 } }));
    await invoke(content);
    advance(lifetime - 1);
    await invoke(content);
    expect(network.requests).toHaveLength(1);
    advance(1);
    await invoke(content);
    expect(network.requests).toHaveLength(2);
  });

  it('fresh: true skips the cache, asks the service to clear its own, and stores the new answer', async () => {
    const { network, content } = setUp();
    await content.hotelsAndAreas({ keyword: 'Tokyo' });
    await content.hotelsAndAreas({ keyword: 'Tokyo' }, { fresh: true });
    await content.hotelsAndAreas({ keyword: 'Tokyo' });
    expect(network.requests).toHaveLength(2);
    expect(bodyOf(network.requests[1])).toEqual({ keyword: 'Tokyo', lang: 'ja-JP', isClearCache: true });
  });

  it('fresh: true on hotel detail sends IsClearCache', async () => {
    const { network, content } = setUp(() => json(200, { data: {} }));
    await content.hotelDetail({ HotelID: 5 }, { fresh: true });
    expect(bodyOf(network.requests[0])).toMatchObject({ IsClearCache: true });
  });

  it('does not cache failures', async () => {
    const { network, content } = setUp(inTurn(() => json(503, { succeeded: false, message: 'Busy', errors: [] }), () => json(200, { data: areas })));
    await expect(content.hotelsAndAreas()).rejects.toMatchObject({ status: 503 });
    await expect(content.hotelsAndAreas()).resolves.toEqual(areas);
    expect(network.requests).toHaveLength(2);
  });

  it('makes live calls when the cache store is broken', async () => {
    const broken = createMemoryStore();
    broken.get = () => Promise.reject(new Error('QuotaExceededError'));
    broken.put = () => Promise.reject(new Error('QuotaExceededError'));
    const { network, content } = setUp(undefined, {}, createResponseCache(broken));
    await expect(content.hotelsAndAreas()).resolves.toEqual(areas);
    await expect(content.hotelsAndAreas()).resolves.toEqual(areas);
    expect(network.requests).toHaveLength(2);
  });
});
