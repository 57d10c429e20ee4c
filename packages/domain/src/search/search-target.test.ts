import type { BookingData, Locale } from '@hotel/contracts';
import { createDefaultBooking } from '../booking-defaults';
import { searchSubmitPath } from './search-target';

const base: BookingData = {
  ...createDefaultBooking(new Date(2026, 4, 10)),
  checkIn: '2026-06-01',
  checkOut: '2026-06-02',
};

describe('SPEC 2.3 search submit', () => {
  it.each<[string, Partial<BookingData>, Locale, string]>([
    ['a hotel goes to its page', { searchType: 'hotel', hotelID: '12', location: 'Hotel A' }, 'ja', '/hotel/12?'],
    ['a hotel in English', { searchType: 'hotel', hotelID: '12', location: 'Hotel A' }, 'en', '/en/hotel/12?'],
    ['a city goes to the list', { searchType: 'city', location: 'Sapporo' }, 'ja', '/hotels?'],
    ['an area: its route', { searchType: 'area', areaKeyword: 'tokyo', location: 'Tokyo' }, 'ko', '/ko/hotels-tokyo?'],
    ['an unknown area: the list', { searchType: 'area', areaKeyword: 'atlantis', location: 'X' }, 'ja', '/hotels?'],
    ['free text goes to the list', { searchType: null, location: 'onsen' }, 'zh-CN', '/zh/hotels?'],
  ])('SPEC 2.3: %s', (_case, change, locale, prefix) => {
    expect(searchSubmitPath({ ...base, ...change }, locale)?.startsWith(prefix)).toBe(true);
  });

  it('SPEC 2.3: the hotel page query carries the language', () => {
    const path = searchSubmitPath({ ...base, searchType: 'hotel', hotelID: '3', location: 'X' }, 'zh-TW') ?? '';
    expect(new URLSearchParams(path.split('?')[1]).get('language')).toBe('tw');
  });

  it('SPEC 2.3: the list query carries the keyword', () => {
    const path = searchSubmitPath({ ...base, searchType: 'city', location: 'Sapporo' }, 'ja') ?? '';
    expect(new URLSearchParams(path.split('?')[1]).get('keyword')).toBe('Sapporo');
  });

  it.each(['', '   '])('SPEC 2.3: an empty location %p goes nowhere (null-field error)', (location) => {
    expect(searchSubmitPath({ ...base, searchType: 'city', location }, 'ja')).toBeNull();
  });
});
