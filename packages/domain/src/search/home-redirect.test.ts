import type { Locale } from '@hotel/contracts';
import { bookingFromHotelDetailQuery } from './hotel-detail-query';
import { homeRedirectTarget } from './home-redirect';

const today = '2026-05-10';

function target(query: string, pageLocale: Locale | null = null): string | null {
  return homeRedirectTarget(new URLSearchParams(query), today, pageLocale);
}

function readTarget(query: string) {
  const path = target(query) ?? '';
  const [pathname = '', search = ''] = path.split('?');
  return { pathname, ...bookingFromHotelDetailQuery(new URLSearchParams(search), today) };
}

describe('SPEC 2.2 home: a legacy link with checkin and checkout goes to the hotel page', () => {
  it.each([
    ['no query', ''],
    ['checkin only', 'code=12&checkin=2026-06-01'],
    ['checkout only', 'code=12&checkout=2026-06-02'],
    ['empty checkin', 'code=12&checkin=&checkout=2026-06-02'],
    ['no hotel code', 'checkin=2026-06-01&checkout=2026-06-02'],
    ['a blank hotel code', 'code=%20&checkin=2026-06-01&checkout=2026-06-02'],
  ])('SPEC 2.2: %s stays home', (_case, query) => {
    expect(target(query)).toBeNull();
  });

  it('SPEC 2.2: the query’s code, locale, coupon, flags, type, adults and room_count carry over', () => {
    const query =
      'code=12&locale=en&checkin=2026-06-01&checkout=2026-06-03&coupon_code=off5&is_including_occupied=true' +
      '&type=plans&adults=3&room_count=2';
    const read = readTarget(query);
    expect(read.pathname).toBe('/en/hotel/12');
    expect(read.extras.language).toBe('en');
    expect(read.booking).toMatchObject({
      checkIn: '2026-06-01',
      checkOut: '2026-06-03',
      promoCode: 'OFF5',
      promoCodeExist: true,
      isIncludingOccupied: true,
      type: 'plans',
      roomList: [
        { id: 1, adults: 3, children: [] },
        { id: 2, adults: 3, children: [] },
      ],
    });
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['ja has no prefix', 'locale=ja', { pathname: '/hotel/12' }],
    ['no locale is ja', '', { pathname: '/hotel/12' }],
    ['zh-TW', 'locale=zh-TW', { pathname: '/tw/hotel/12' }],
    ['an unknown locale is ja', 'locale=xx', { pathname: '/hotel/12' }],
  ])('SPEC 2.1, 2.2: locale %s', (_case, extra, expected) => {
    expect(readTarget(`code=12&checkin=2026-06-01&checkout=2026-06-03&${extra}`)).toMatchObject(expected);
  });

  it.each<[string, string, number, number]>([
    ['no adults or room_count: one room of 2 adults (SPEC 3)', '', 1, 2],
    ['room_count 12: 8 rooms', '&room_count=12&adults=1', 8, 1],
    ['room_count 0 and adults 0: clamped to 1', '&room_count=0&adults=0', 1, 1],
    ['adults 40: clamped to 10', '&adults=40', 1, 10],
    ['adults not a number: 2', '&adults=two&room_count=x', 1, 2],
  ])('SPEC 2.2, 5: %s', (_case, extra, rooms, adults) => {
    const { roomList } = readTarget(`code=12&checkin=2026-06-01&checkout=2026-06-03${extra}`).booking;
    expect(roomList).toHaveLength(rooms);
    expect(roomList.every((room) => room.adults === adults)).toBe(true);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['past dates become +7/+8 (SPEC 4)', 'checkin=2026-01-01&checkout=2026-01-02', { checkIn: '2026-05-17' }],
    ['is_day_use=true: a day use (SPEC 5)', 'checkin=2026-06-01&checkout=2026-06-02&is_day_use=true', {
      checkOut: '2026-06-01',
      isDayUse: true,
    }],
  ])('SPEC 2.2: %s', (_case, query, expected) => {
    expect(readTarget(`code=12&${query}`).booking).toMatchObject(expected);
  });

  // Issue 13: `/en?checkin=…` went to the Japanese page; the prefix the visitor came in with is kept.
  it.each<[string, Locale, string, string]>([
    ['/en with no locale parameter', 'en', '', '/en/hotel/20'],
    ['/tw with no locale parameter', 'zh-TW', '', '/tw/hotel/20'],
    ['/en with locale=ja: the prefix decides (SPEC 4)', 'en', '&locale=ja', '/en/hotel/20'],
    ['/ko with an unknown locale', 'ko', '&locale=xx', '/ko/hotel/20'],
  ])('SPEC 2.1, 4: %s', (_case, pageLocale, extra, pathname) => {
    const path = target(`code=20&checkin=2026-06-01&checkout=2026-06-02&is_day_use=true${extra}`, pageLocale) ?? '';
    expect(path.split('?')[0]).toBe(pathname);
    expect(new URLSearchParams(path.split('?')[1]).get('language')).toBe(pathname.split('/')[1]);
  });

  it('SPEC 2.2: a hotel code is escaped in the path', () => {
    expect(target('code=a/b%3F&checkin=2026-06-01&checkout=2026-06-02')).toMatch(/^\/hotel\/a%2Fb%3F\?/);
  });
});
