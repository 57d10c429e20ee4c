import { mapsSiteUrl, staticMapSizes, staticMapUrl } from './lib';

const at = { lat: 36.371, lng: 140.476 };

describe('static map image (SPEC 7.4)', () => {
  it('has the three sizes of SPEC 7.4, large first', () => {
    expect(Object.values(staticMapSizes).map(({ width, height }) => `${width}x${height}`)).toEqual(['638x265', '387x177', '600x135']);
  });

  it.each(['desktop', 'tablet', 'phone'] as const)('builds the %s image from coordinates, language and key', (size) => {
    const url = new URL(staticMapUrl({ at, locale: 'en', key: 'test-key', size }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(url.searchParams.get('center')).toBe('36.371,140.476');
    expect(url.searchParams.get('size')).toBe(`${staticMapSizes[size].width}x${staticMapSizes[size].height}`);
    expect(url.searchParams.get('markers')).toBe('color:0x8a1c2b|36.371,140.476');
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('scale')).toBe('2');
  });

  it.each([
    ['ja', 'ja'],
    ['ko', 'ko'],
    ['zh-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
  ] as const)('labels the map in the page language (%s)', (locale, language) => {
    expect(new URL(staticMapUrl({ at, locale, key: 'k', size: 'phone' })).searchParams.get('language')).toBe(language);
  });
});

describe('opening the location on a maps site (no key)', () => {
  it('uses Google Maps by coordinates', () => {
    const url = new URL(mapsSiteUrl({ at, locale: 'ja', name: 'ホテルさくら 水戸' }));
    expect(url.href).toBe('https://www.google.com/maps/search/?api=1&query=36.371%2C140.476');
  });

  it('uses the Chinese-region service for zh-CN, with WGS84 coordinates', () => {
    const url = new URL(mapsSiteUrl({ at, locale: 'zh-CN', name: '樱花酒店 水户' }));
    expect(url.host).toBe('api.map.baidu.com');
    expect(url.searchParams.get('location')).toBe('36.371,140.476');
    expect(url.searchParams.get('coord_type')).toBe('wgs84');
    expect(url.searchParams.get('title')).toBe('樱花酒店 水户');
  });
});
