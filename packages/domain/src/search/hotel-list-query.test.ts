import type { BookingData } from '@hotel/contracts';
import { createDefaultBooking } from '../booking-defaults';
import { bookingFromHotelListQuery, hotelListSearch, keywordFromUrl } from './hotel-list-query';

const today = '2026-05-10';
const base: BookingData = {
  ...createDefaultBooking(new Date(2026, 4, 10)),
  location: 'Shinjuku',
  searchType: 'district',
  checkIn: '2026-06-01',
  checkOut: '2026-06-03',
  roomList: [{ id: 1, adults: 2, children: [] }],
};

function read(query: string) {
  return bookingFromHotelListQuery(new URLSearchParams(query), today);
}

describe('SPEC 2.3 search submit: the hotel list query', () => {
  it('SPEC 2.3: dates, rooms, keyword and place kind, in a fixed order', () => {
    const query = hotelListSearch({ ...base, promoCode: 'OFF5', isDayUse: true, checkOut: '2026-06-01' });
    expect([...new URLSearchParams(query).entries()]).toEqual([
      ['checkIndate', '2026-06-01'],
      ['checkOutdate', '2026-06-01'],
      ['coupon_code', 'OFF5'],
      ['is_day_use', 'true'],
      ['rooms', '[{"adults":2,"children":[]}]'],
      ['keyword', 'Shinjuku'],
      ['search_type', 'district'],
    ]);
  });

  it('SPEC 4 undated: marked with undated=true and nights (search_type names the place kind)', () => {
    const params = new URLSearchParams(hotelListSearch({ ...base, isUndated: true, nights: 2, searchType: 'city' }));
    expect([params.get('undated'), params.get('nights'), params.get('search_type')]).toEqual(['true', '2', 'city']);
  });

  it.each<[string, BookingData['searchType'], string | null]>([
    ['city', 'city', 'city'],
    ['area', 'area', 'area'],
    ['a hotel is not a list search', 'hotel', null],
    ['none', null, null],
  ])('SPEC 2.3: search type %s is written as %p', (_case, searchType, written) => {
    expect(new URLSearchParams(hotelListSearch({ ...base, searchType })).get('search_type')).toBe(written);
  });

  it.each([
    ['plain text', 'Kyoto'],
    ['Japanese', '東京都 新宿区'],
    ['a script tag', '<script>alert("x")</script>'],
    ['query syntax', 'a&b=c?d#e%20f+g'],
    ['quotes and slashes', `'"\\/;--`],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an emoji', '温泉 ♨️ 🏯'],
  ])('SPEC 2.3: a keyword with %s reads back the same', (_case, location) => {
    const booking = { ...base, location };
    expect(read(hotelListSearch(booking)).location).toBe(location);
  });

  it.each<[string, Partial<BookingData>]>([
    ['a dated stay', {}],
    ['a day use', { isDayUse: true, checkOut: '2026-06-01' }],
    ['undated', { isUndated: true, nights: 9, checkOut: '2026-06-10', isIncludingOccupied: true }],
    ['two rooms with children', { roomList: [
      { id: 1, adults: 1, children: [{ age: 0, bed: false }] },
      { id: 2, adults: 1, children: [{ age: 0, bed: false }] },
    ] }],
    ['a known coupon', { promoCode: 'FAMILY7', promoCodeExist: true }],
  ])('SPEC 2.3, 4: %s reads back the same', (_case, change) => {
    const booking = { ...base, ...change };
    const { location, searchType, checkIn, checkOut, nights, isDayUse, isUndated, roomList, promoCodeExist } = booking;
    expect(read(hotelListSearch(booking))).toMatchObject({
      location,
      searchType,
      checkIn,
      checkOut,
      nights,
      isDayUse,
      isUndated,
      roomList,
      promoCodeExist,
    });
  });
});

describe('SPEC 2.3, 4 "Dates from URL": the hotel list query read back', () => {
  it.each<[string, string, Partial<ReturnType<typeof read>>]>([
    ['nothing: +7/+8, 2 adults, no place', '', {
      checkIn: '2026-05-17',
      checkOut: '2026-05-18',
      location: '',
      searchType: null,
      roomList: [{ id: 1, adults: 2, children: [] }],
    }],
    ['an unknown search type', 'search_type=hotel', { searchType: null }],
    ['search_type=undated is not undated here', 'search_type=undated&nights=2', { isUndated: false, searchType: null }],
    ['a past undated start', 'undated=true&nights=2&checkIndate=2026-01-01', {
      isUndated: true,
      checkIn: '2026-05-17',
      checkOut: '2026-05-19',
    }],
    ['a control character in the keyword', 'keyword=%00Osaka%0A', { location: 'Osaka' }],
  ])('SPEC 4: %s', (_case, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('SPEC 5: a keyword is capped at 300 characters', () => {
    expect(keywordFromUrl('x'.repeat(400))).toHaveLength(300);
  });
});
