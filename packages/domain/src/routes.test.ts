import { areaKeywords, localizedPath, matchRoute, prefectures, regions, switchLocalePath } from './index';

describe('SPEC 2.1 area routes', () => {
  it('has 56 unique areas: 47 prefectures and 9 regions', () => {
    expect(prefectures).toHaveLength(47);
    expect(regions).toHaveLength(9);
    expect(new Set(areaKeywords).size).toBe(56);
  });

  it('every region covers existing prefectures only', () => {
    const codes = new Set(prefectures.map((p) => p.code));
    for (const region of regions) for (const code of region.prefectureCodes) expect(codes.has(code)).toBe(true);
  });
});

describe('matchRoute (SPEC 2.1 route table)', () => {
  it.each([
    ['/', 'home', 'ja', {}],
    ['/en', 'home', 'en', {}],
    ['/tw/', 'home', 'zh-TW', {}],
    ['/change-password', 'home', 'ja', {}],
    ['/booking/result', 'home', 'ja', {}],
    ['/hotels', 'hotelList', 'ja', {}],
    ['/hotels-list', 'hotelList', 'ja', {}],
    ['/ko/hotels-tokyo', 'hotelList', 'ko', {}],
    ['/hotels-kansai', 'hotelList', 'ja', {}],
    ['/hotel/12', 'hotelDetail', 'ja', { hotelId: '12' }],
    ['/zh/hotel/7', 'hotelDetail', 'zh-CN', { hotelId: '7' }],
    ['/summary', 'summary', 'ja', {}],
    ['/guest-detail', 'guestDetail', 'ja', {}],
    ['/payment', 'payment', 'ja', {}],
    ['/confirm-booking/R1', 'confirmation', 'ja', { reservationId: 'R1' }],
    ['/profile/confirm-booking/R2', 'confirmation', 'ja', { reservationId: 'R2' }],
    ['/cancel', 'cancel', 'ja', {}],
    ['/my-profile', 'profile', 'ja', {}],
    ['/profile/my-rewards', 'profile', 'ja', {}],
    ['/full-map/3', 'fullMap', 'ja', { hotelId: '3' }],
    ['/member-confirmation', 'memberConfirmation', 'ja', {}],
    ['/authentication', 'authentication', 'ja', {}],
    ['/something-wrong', 'somethingWrong', 'ja', {}],
    ['/login', 'login', 'ja', {}],
    ['/en/signup', 'signup', 'en', {}],
  ])('%s is %s in %s', (path, id, locale, params) => {
    expect(matchRoute(path)).toMatchObject({ id, locale, params });
  });

  // SPEC 2.1 area routes: the page's router matches paths whatever their case, so the server must too (issue 13).
  it.each([
    ['/hotels-Tokyo', 'hotelList', 'ja', '/hotels-tokyo'],
    ['/en/hotels-OSAKA', 'hotelList', 'en', '/hotels-osaka'],
    ['/Hotels-Kansai', 'hotelList', 'ja', '/hotels-kansai'],
    ['/en/Hotel/12', 'hotelDetail', 'en', '/hotel/:hotelId'],
  ])('%s is %s in %s whatever its case', (path, id, locale, pattern) => {
    expect(matchRoute(path)).toMatchObject({ id, locale, pattern });
  });

  it('a parameter keeps its case', () => {
    expect(matchRoute('/confirm-booking/Hs12aB')?.params).toEqual({ reservationId: 'Hs12aB' });
  });

  it.each(['/nope', '/hotels-atlantis', '/hotels-Atlantis', '/hotel', '/hotel/1/extra', '/fr/hotels', '/en/en', '/profile/other', '/hotel/%E0', '/en/full-map/%'])(
    '%s is not found',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );
});

describe('localizedPath', () => {
  it.each([
    ['/', 'ja', '/'],
    ['/', 'en', '/en'],
    ['/hotels', 'zh-CN', '/zh/hotels'],
    ['/hotel/4', 'zh-TW', '/tw/hotel/4'],
    ['/cancel', 'ko', '/ko/cancel'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});

describe('switchLocalePath (SPEC 4 language change keeps the page and query)', () => {
  it.each([
    ['/hotels', '?checkin=2026-12-01', 'en', '/en/hotels?checkin=2026-12-01'],
    ['/en/hotel/3', '', 'ja', '/hotel/3'],
    ['/en', '', 'ja', '/'],
    ['/', '', 'zh-TW', '/tw'],
    ['/ko/cancel', '?x=1', 'zh-CN', '/zh/cancel?x=1'],
    ['/hotel/3', '?checkIndate=2026-12-01&language=ja&rooms=%5B%5D', 'en', '/en/hotel/3?checkIndate=2026-12-01&language=en&rooms=%5B%5D'],
    ['/en/hotel/3', '?language=en', 'zh-TW', '/tw/hotel/3?language=tw'],
  ] as const)('%s%s to %s is %s', (pathname, search, target, expected) => {
    expect(switchLocalePath(pathname, search, target)).toBe(expected);
  });
});
