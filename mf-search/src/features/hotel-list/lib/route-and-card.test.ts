import type { ContentArea } from '@hotel/contracts';
import type { ListSearchType } from '@hotel/domain/search';
import { areaName } from './area-name';
import { locationText, staySummary } from './card-text';
import { listQueryCorrection, listSearchOf, type ListSearch } from './list-route';

const today = '2026-05-10';

describe('SPEC 2.1: what a hotel list route searches', () => {
  it.each<[string, string | null, string, string, Record<string, unknown>]>([
    ['an area route: its keyword, capitalised', 'Tokyo', '', 'Tokyo', { location: 'Tokyo', searchType: 'area', areaKeyword: 'tokyo' }],
    ['an area route wins over a query keyword', 'kansai', '?keyword=Shinjuku&search_type=district', 'Kansai', { location: 'Kansai', searchType: 'area', areaKeyword: 'kansai' }],
    ['/hotels with a keyword', null, '?keyword=Shinjuku&search_type=district', 'Shinjuku', { location: 'Shinjuku', searchType: 'district', areaKeyword: null }],
    ['a bare /hotels clears the keyword: every hotel', null, '', '', { location: '', searchType: null, areaKeyword: null }],
  ])('%s', (_case, keyword, query, searchText, booking) => {
    const search = listSearchOf({ keyword, query, today, locale: 'en' });
    expect(search.searchText).toBe(searchText);
    expect(search.booking).toMatchObject({ ...booking, hotelID: null });
  });

  it.each([
    ['ja', 'tokyo', '東京都'],
    ['ko', 'Tokyo', '도쿄도'],
    ['zh-TW', 'kansai', '關西'],
    ['en', 'kansai', 'Kansai'],
  ] as const)('in %s the box shows area %s by its name, %s, while the search text stays the keyword', (locale, keyword, name) => {
    const search = listSearchOf({ keyword, query: '', today, locale });
    expect(search.booking.location).toBe(name);
    expect(search.searchText).toBe(keyword.charAt(0).toUpperCase() + keyword.slice(1));
  });

  it('SPEC 4: dates and rooms come from the query, past or missing dates become +7/+8', () => {
    const query = '?checkIndate=2026-06-01&checkOutdate=2026-06-03&rooms=[{"adults":1,"children":[]}]';
    expect(listSearchOf({ keyword: null, query, today, locale: 'en' }).booking).toMatchObject({ checkIn: '2026-06-01', checkOut: '2026-06-03', roomList: [{ adults: 1 }] });
    expect(listSearchOf({ keyword: null, query: '?checkIndate=2026-01-01', today, locale: 'en' }).booking).toMatchObject({ checkIn: '2026-05-17', checkOut: '2026-05-18' });
  });

  it.each([
    ['past dates', '?checkIndate=2026-01-01&checkOutdate=2026-01-02&keyword=Kyoto', '?checkIndate=2026-05-17&checkOutdate=2026-05-18&keyword=Kyoto'],
    ['reversed dates', '?checkIndate=2026-06-03&checkOutdate=2026-06-01', '?checkIndate=2026-05-17&checkOutdate=2026-05-18'],
    ['words for dates', '?checkIndate=soon&checkOutdate=later&rooms=x', '?checkIndate=2026-05-17&checkOutdate=2026-05-18&rooms=x'],
  ])('issue 13: %s that fell back to +7/+8 are replaced in the URL, the rest kept', (_case, query, corrected) => {
    expect(listQueryCorrection(query, today)).toBe(corrected);
  });

  it.each([
    ['searchable dates', '?checkIndate=2026-06-01&checkOutdate=2026-06-03'],
    ['no dates', '?keyword=Kyoto'],
    ['a day use', '?checkIndate=2026-06-01&checkOutdate=2026-06-01&is_day_use=true'],
  ])('leaves the URL alone with %s', (_case, query) => {
    expect(listQueryCorrection(query, today)).toBeNull();
  });
});

describe('SPEC 2.4 card texts', () => {
  const shinjuku = { city: '新宿区', prefecture: { code: 13, name: '東京都', keyword: 'tokyo' } };

  it.each([
    ['ja', shinjuku, '東京都 新宿区'],
    ['zh-CN', { ...shinjuku, prefecture: { ...shinjuku.prefecture, name: '东京都' } }, '东京都 新宿区'],
    ['ko', { city: '신주쿠구', prefecture: { ...shinjuku.prefecture, name: '도쿄도' } }, '도쿄도 신주쿠구'],
    ['en', { city: 'Shinjuku City', prefecture: { ...shinjuku.prefecture, name: 'Tokyo' } }, 'Shinjuku City, Tokyo'],
    ['en', { city: '', prefecture: { ...shinjuku.prefecture, name: 'Tokyo' } }, 'Tokyo'],
  ] as const)('location in %s: %p reads %p', (locale, hotel, text) => {
    expect(locationText(hotel, locale)).toBe(text);
  });

  it.each([
    ['one night, two guests', '?checkIndate=2026-06-01&checkOutdate=2026-06-02', { nights: 1, rooms: 1, guests: 2 }],
    ['three nights, two rooms', '?checkIndate=2026-06-01&checkOutdate=2026-06-04&rooms=[{"adults":2,"children":[{"age":5,"bed":true}]},{"adults":1,"children":[]}]', { nights: 3, rooms: 2, guests: 4 }],
    ['a day use has no night', '?checkIndate=2026-06-01&checkOutdate=2026-06-01', { nights: 0, rooms: 1, guests: 2 }],
    ['undated: its nights', '?checkIndate=2026-06-01&undated=true&nights=4', { nights: 4, rooms: 1, guests: 2 }],
  ])('stay summary: %s', (_case, query, summary) => {
    expect(staySummary(listSearchOf({ keyword: null, query, today, locale: 'en' }).booking)).toEqual(summary);
  });
});

function searchOf(searchText: string, areaKeyword: string | null, searchType: ListSearchType | null): ListSearch {
  return { searchText, booking: { areaKeyword, searchType } as ListSearch['booking'], near: null };
}

function area(type: 'city' | 'district', name: string): ContentArea {
  return { id: `${type}:${name}`, type, name, keyword: null, prefecture: null, hotel_count: 1 };
}

describe('the searched place in the count title', () => {
  it.each([
    ['Tokyo', 'tokyo', 'ja', '東京都'],
    ['Tokyo', 'tokyo', 'en', 'Tokyo'],
    ['Kansai', 'kansai', 'ko', '간사이'],
    ['Shinjuku', null, 'ja', 'Shinjuku'],
  ] as const)('%s (%s) in %s reads %s', (text, keyword, locale, name) => {
    expect(areaName(searchOf(text, keyword, null), [], locale)).toBe(name);
  });

  const shibuya = [area('city', 'Shibuya City'), area('district', 'Shibuya')];
  it.each<[string, string, ListSearchType | null, ContentArea[], string]>([
    ['a district picked', 'shibuya', 'district', shibuya, 'Shibuya'],
    ['a city picked', 'shibuya', 'city', shibuya, 'Shibuya City'],
    ['a city picked, the answer naming it in the page’s language', 'shibuya', 'city', [area('city', '渋谷区')], '渋谷区'],
    ['free text that is an area’s name', 'SHIBUYA ', null, shibuya, 'Shibuya'],
    ['free text that found one area', 'shibu', null, [area('district', 'Shibuya')], 'Shibuya'],
    ['free text that found several areas, none by its name', 'shibu', null, shibuya, 'shibu'],
    ['a city picked but no city found', 'shibuya', 'city', [area('district', 'Shibuya')], 'shibuya'],
  ])('issue 13: %s reads %s', (_case, text, type, areas, name) => {
    expect(areaName(searchOf(text, null, type), areas, 'en')).toBe(name);
  });
});
