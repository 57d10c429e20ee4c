import { legacyLink } from './legacy-links';
import { formatPrice, pointsFor } from './money';
import { internationalPhone, telHref } from './phone';
import { storageIsStale, storageVersion } from './storage-policy';

describe('prices (SPEC 1 currency, SPEC 2.4 points)', () => {
  it.each([
    [12300, 'JPY', 'ja', '￥12,300'],
    [12300, 'JPY', 'en', '¥12,300'],
    [12300, 'USD', 'en', '$81'],
    [12300, 'USD', 'ja', '$81'],
  ] as const)('%i yen in %s for %s is %s', (yen, currency, locale, text) => {
    expect(formatPrice(yen, currency, 0.0066, locale)).toBe(text);
  });

  it.each([
    [12345, 123],
    [12350, 124],
    [99, 1],
    [0, 0],
  ])('%i yen earns %i points (1 percent, rounded)', (yen, points) => {
    expect(pointsFor(yen)).toBe(points);
  });
});

describe('phone numbers (SPEC 2.8 Japan or international format)', () => {
  it.each([
    ['03-5006-8000', '+81 3-5006-8000', 'tel:+81350068000'],
    ['0120-39-3939', '+81 120-39-3939', 'tel:+81120393939'],
    ['+81 75-948-7603', '+81 75-948-7603', 'tel:+81759487603'],
  ])('%s abroad is %s', (domestic, international, href) => {
    expect(internationalPhone(domestic)).toBe(international);
    expect(telHref(domestic)).toBe(href);
  });
});

describe('legacy and special links (SPEC 2.1)', () => {
  const link = (path: string) => legacyLink(new URL(path, 'http://site.test'));
  it.each([
    ['/#/booking/result?x=1', { kind: 'rewrite', to: '/booking/result?x=1' }],
    ['/?confirmation=HS123&bypass_token=abc&email=a%40b.jp&hotel_id=4', { kind: 'rewrite', to: '/confirm-booking/HS123?email=a%40b.jp&hotel_id=4&bypass_token=abc' }],
    ['/en?confirmation=HS9&bypass_token=t', { kind: 'rewrite', to: '/en/confirm-booking/HS9?bypass_token=t' }],
    ['/?refresh_token=rt_1&path=/profile/my-card', { kind: 'refresh', refreshToken: 'rt_1', to: '/profile/my-card' }],
    ['/?refresh_token=rt_1&path=//evil.test', { kind: 'refresh', refreshToken: 'rt_1', to: '/' }],
    // Issue 13: every redirect keeps the locale prefix the visitor came in with.
    ['/en/#/booking/result?x=1', { kind: 'rewrite', to: '/en/booking/result?x=1' }],
    ['/tw#/booking/result', { kind: 'rewrite', to: '/tw/booking/result' }],
    ['/en?refresh_token=rt_1&path=/profile/my-card', { kind: 'refresh', refreshToken: 'rt_1', to: '/en/profile/my-card' }],
    ['/en?refresh_token=rt_1&path=/en/profile/my-card', { kind: 'refresh', refreshToken: 'rt_1', to: '/en/profile/my-card' }],
    ['/ko?refresh_token=rt_1&path=//evil.test', { kind: 'refresh', refreshToken: 'rt_1', to: '/ko' }],
    ['/?confirmation=../../x&bypass_token=t', null],
    ['/hotels?checkin=2026-12-01', null],
  ])('%s', (path, expected) => {
    expect(link(path)).toEqual(expected);
  });
});

describe('browser storage (SPEC 4 local storage reset)', () => {
  const now = Date.UTC(2026, 10, 23);
  it.each([
    [storageVersion, now + 1000, false],
    ['1.0.5', now + 1000, true],
    [null, null, true],
    [storageVersion, now - 1, true],
    [storageVersion, Number.NaN, true],
  ])('version %s expiring at %s is stale: %s', (version, expiry, stale) => {
    expect(storageIsStale(version, expiry, now)).toBe(stale);
  });
});
