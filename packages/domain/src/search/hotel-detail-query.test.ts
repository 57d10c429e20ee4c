import type { BookingData } from '@hotel/contracts';
import { createDefaultBooking } from '../booking-defaults';
import {
  bookingFromHotelDetailQuery,
  hotelDetailSearch,
  isBookingEditEntry,
  type HotelDetailExtras,
} from './hotel-detail-query';

const today = '2026-05-10';
const base: BookingData = {
  ...createDefaultBooking(new Date(2026, 4, 10)),
  checkIn: '2026-06-01',
  checkOut: '2026-06-03',
  roomList: [{ id: 1, adults: 2, children: [{ age: 5, bed: true }] }],
};
const noExtras: HotelDetailExtras = {
  language: null,
  tab: null,
  roomCode: null,
  planCode: null,
  roomSearchFilters: [],
  from: null,
  showHotelInfo: false,
  bypassToken: null,
  email: null,
  reservationId: null,
};

function read(query: string) {
  return bookingFromHotelDetailQuery(new URLSearchParams(query), today);
}

/** The booking fields a hotel page URL carries. */
const urlKeys = [
  'checkIn',
  'checkOut',
  'checkOutBeforeDayUse',
  'nights',
  'promoCode',
  'promoCodeExist',
  'isDayUse',
  'isUndated',
  'isIncludingOccupied',
  'type',
  'roomList',
] as const;

function urlFields(booking: BookingData) {
  return Object.fromEntries(urlKeys.map((key) => [key, booking[key]]));
}

describe('SPEC 2.5 hotel page query: writing', () => {
  it('SPEC 2.5: parameters in a fixed order, day-use and occupied only when on', () => {
    const rooms = encodeURIComponent('[{"adults":2,"children":[{"age":5,"bed":true}]}]');
    expect(hotelDetailSearch(base)).toBe(`?checkIndate=2026-06-01&checkOutdate=2026-06-03&rooms=${rooms}&type=rooms`);
  });

  it('SPEC 2.5: every parameter, in order', () => {
    const booking: BookingData = { ...base, promoCode: 'off5', isIncludingOccupied: true, isUndated: true, nights: 2 };
    const extras: Partial<HotelDetailExtras> = {
      language: 'zh-TW',
      roomCode: 'TW',
      planCode: 'P1',
      roomSearchFilters: ['7', '9'],
      tab: 'plan',
      from: 'chatbot',
      showHotelInfo: true,
      bypassToken: 'tok',
      email: 'a@b.jp',
      reservationId: 'R1',
    };
    const names = [...new URLSearchParams(hotelDetailSearch(booking, extras)).keys()];
    expect(names).toEqual([
      'checkIndate', 'checkOutdate', 'coupon_code', 'is_including_occupied', 'rooms', 'search_type', 'nights',
      'language', 'type', 'roomCode', 'planCode', 'room_search_filters', 'tab', 'from', 'showHotelInfo',
      'bypass_token', 'email', 'reservationID',
    ]);
  });

  it.each<[string, Partial<BookingData>, Record<string, string | null>]>([
    ['day use: is_day_use=true, out = in', { isDayUse: true }, { is_day_use: 'true', checkOutdate: '2026-06-01' }],
    ['not day use: no is_day_use', {}, { is_day_use: null }],
    [
      'undated: search_type=undated and nights',
      { isUndated: true, nights: 3 },
      { search_type: 'undated', nights: '3', checkOutdate: '2026-06-04' },
    ],
    ['dated: no nights', { nights: 3 }, { search_type: null, nights: null }],
    ['a coupon is written upper-cased', { promoCode: 'sakura10' }, { coupon_code: 'SAKURA10' }],
    ['a malformed coupon is left out', { promoCode: 'A&B=C' }, { coupon_code: null }],
    ['no coupon', {}, { coupon_code: null }],
  ])('SPEC 2.5: %s', (_case, change, expected) => {
    const params = new URLSearchParams(hotelDetailSearch({ ...base, ...change }));
    for (const [name, value] of Object.entries(expected)) expect(params.get(name)).toBe(value);
  });

  it.each([
    ['ja', null],
    ['en', 'en'],
    ['ko', 'ko'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'tw'],
  ] as const)('SPEC 1, 2.5: language %s is written as %p (ja is the default)', (language, written) => {
    expect(new URLSearchParams(hotelDetailSearch(base, { language })).get('language')).toBe(written);
  });
});

describe('SPEC 2.5 hotel page query: round trip', () => {
  it.each<[string, Partial<BookingData>]>([
    ['a dated stay', {}],
    ['plans view', { type: 'plans' }],
    ['a known coupon', { promoCode: 'WELCOME8', promoCodeExist: true }],
    ['a well-formed unknown coupon', { promoCode: 'ABC123' }],
    ['occupied rooms', { isIncludingOccupied: true }],
    ['a day use', { isDayUse: true, checkOut: '2026-06-01', checkOutBeforeDayUse: null }],
    ['undated', { isUndated: true, nights: 5, checkOut: '2026-06-06', isIncludingOccupied: true }],
    ['a leap-day stay', { checkIn: '2028-02-28', checkOut: '2028-03-01' }],
    ['a stay over the year end', { checkIn: '2026-12-31', checkOut: '2027-01-02' }],
    ['eight rooms', { roomList: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, adults: 1, children: [] })) }],
  ])('SPEC 2.5: %s reads back the same', (_case, change) => {
    const booking = { ...base, ...change };
    expect(urlFields({ ...base, ...read(hotelDetailSearch(booking)).booking })).toEqual(urlFields(booking));
  });

  it('SPEC 2.5: the extras read back the same', () => {
    const extras: HotelDetailExtras = {
      language: 'ko',
      tab: 'review',
      roomCode: 'TWN',
      planCode: 'BB 1',
      roomSearchFilters: ['1', '22'],
      from: 'chatbot',
      showHotelInfo: true,
      bypassToken: 'a+b/c=',
      email: 'guest+1@example.jp',
      reservationId: 'R-99',
    };
    expect(read(hotelDetailSearch(base, extras)).extras).toEqual(extras);
  });
});

describe('SPEC 2.5, 4 "Dates from URL": hotel page query: reading', () => {
  it('SPEC 4: an empty query is a +7/+8 stay for one room of 2 adults (SPEC 3)', () => {
    expect(read('')).toEqual({
      booking: {
        checkIn: '2026-05-17',
        checkOut: '2026-05-18',
        checkOutBeforeDayUse: null,
        nights: 1,
        promoCode: '',
        promoCodeExist: false,
        isDayUse: false,
        isUndated: false,
        isIncludingOccupied: false,
        type: 'rooms',
        roomList: [{ id: 1, adults: 2, children: [] }],
      },
      extras: noExtras,
    });
  });

  it.each<[string, string, Partial<ReturnType<typeof read>['booking']>]>([
    ['past dates', 'checkIndate=2026-05-01&checkOutdate=2026-05-02', { checkIn: '2026-05-17', checkOut: '2026-05-18' }],
    ['reversed dates', 'checkIndate=2026-06-03&checkOutdate=2026-06-01', { checkIn: '2026-05-17' }],
    ['a missing checkout', 'checkIndate=2026-06-03', { checkIn: '2026-05-17', checkOut: '2026-05-18' }],
    [
      'equal dates are a day use (SPEC 4 "Calendar")',
      'checkIndate=2026-06-03&checkOutdate=2026-06-03',
      { checkIn: '2026-06-03', checkOut: '2026-06-03', isDayUse: true },
    ],
    [
      'is_day_use=true: checkout = checkin, the stay remembered (SPEC 5)',
      'checkIndate=2026-06-03&checkOutdate=2026-06-05&is_day_use=true',
      { checkOut: '2026-06-03', isDayUse: true, checkOutBeforeDayUse: '2026-06-05' },
    ],
    ['is_day_use other than true', 'checkIndate=2026-06-03&checkOutdate=2026-06-05&is_day_use=1', { isDayUse: false }],
    [
      'undated needs only its start day',
      'checkIndate=2026-06-03&search_type=undated&nights=2',
      { checkIn: '2026-06-03', checkOut: '2026-06-05', isUndated: true, nights: 2, isIncludingOccupied: true },
    ],
    [
      'undated from a past start: +7, plus the nights',
      'checkIndate=2026-01-03&search_type=undated&nights=3',
      { checkIn: '2026-05-17', checkOut: '2026-05-20', isUndated: true, nights: 3 },
    ],
    ['undated nights clamped to 9', 'search_type=undated&nights=30', { nights: 9, checkOut: '2026-05-26' }],
    ['undated nights clamped to 1', 'search_type=undated&nights=0', { nights: 1, checkOut: '2026-05-18' }],
    ['undated without nights is dated', 'search_type=undated', { isUndated: false }],
    ['undated with nights not a number is dated', 'search_type=undated&nights=abc', { isUndated: false }],
    [
      'undated is never a day use (SPEC 4)',
      'checkIndate=2026-06-03&checkOutdate=2026-06-03&is_day_use=true&search_type=undated&nights=1',
      { isDayUse: false, isUndated: true, checkOut: '2026-06-04' },
    ],
    ['a coupon upper-cased and checked (SPEC 5)', 'coupon_code=off5', { promoCode: 'OFF5', promoCodeExist: true }],
    ['a malformed coupon is dropped', 'coupon_code=%3Cscript%3E', { promoCode: '', promoCodeExist: false }],
    ['a coupon too long is dropped', 'coupon_code=ABCDEFGHIJK', { promoCode: '' }],
    ['type=plans', 'type=plans', { type: 'plans' }],
    ['an unknown type is rooms', 'type=maps', { type: 'rooms' }],
    ['malformed rooms: one room of 2 adults', 'rooms=%5B%7B', { roomList: [{ id: 1, adults: 2, children: [] }] }],
  ])('SPEC 2.5, 4: %s', (_case, query, expected) => {
    expect(read(query).booking).toMatchObject(expected);
  });

  it.each<[string, string, Partial<HotelDetailExtras>]>([
    ['language as code', 'language=tw', { language: 'zh-TW' }],
    ['language as locale', 'language=zh-CN', { language: 'zh-CN' }],
    ['language ja', 'language=ja', { language: 'ja' }],
    ['unknown language', 'language=fr', { language: null }],
    ['an unknown tab', 'tab=%3Cimg%3E', { tab: null }],
    ['the phone hotel tab', 'tab=header', { tab: 'header' }],
    ['filters with blanks', 'room_search_filters=3,%20,4,', { roomSearchFilters: ['3', '4'] }],
    ['empty texts are absent', 'roomCode=&planCode=%20', { roomCode: null, planCode: null }],
    ['showHotelInfo other than true', 'showHotelInfo=yes', { showHotelInfo: false }],
  ])('SPEC 2.5: %s', (_case, query, expected) => {
    expect(read(query).extras).toMatchObject(expected);
  });
});

describe('SPEC 2.5 booking-edit entry: bypass_token with email and reservationID', () => {
  it.each([
    ['bypass_token=t&email=a%40b.jp&reservationID=R1', true],
    ['bypass_token=t&email=a%40b.jp', false],
    ['email=a%40b.jp&reservationID=R1', false],
    ['bypass_token=&email=a%40b.jp&reservationID=R1', false],
  ])('%s is an edit entry: %p', (query, expected) => {
    expect(isBookingEditEntry(read(query).extras)).toBe(expected);
  });
});
