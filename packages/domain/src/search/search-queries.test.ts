import type { BookingData, KidsTier, RoomEntry } from '@hotel/contracts';
import { createDefaultBooking } from '../booking-defaults';
import {
  brandPriceSearch,
  fallbackRooms,
  hasChildrenWithoutAge,
  roomSearchQuery,
  searchedStay,
  shouldOpenRoomPicker,
  shouldRetryWithFallback,
} from './search-queries';

const base: BookingData = {
  ...createDefaultBooking(new Date(2026, 4, 10)),
  checkIn: '2026-06-01',
  checkOut: '2026-06-03',
  roomList: [
    { id: 1, adults: 2, children: [{ age: 4, bed: false }] },
    { id: 2, adults: 2, children: [{ age: 4, bed: false }] },
  ],
};
const tiers: KidsTier[] = [
  { code: 'A', name: 'A', min_age: 0, max_age: 5, bedding: true },
  { code: 'B', name: 'B', min_age: 0, max_age: 5, bedding: false },
];

describe('SPEC 5 day use, SPEC 4 undated: the stay searched', () => {
  it.each<[string, Partial<BookingData>, { checkIn: string; checkOut: string }]>([
    ['a dated stay', {}, { checkIn: '2026-06-01', checkOut: '2026-06-03' }],
    ['a day use ends on the check-in day', { isDayUse: true }, { checkIn: '2026-06-01', checkOut: '2026-06-01' }],
    ['undated runs for its nights', { isUndated: true, nights: 4 }, { checkIn: '2026-06-01', checkOut: '2026-06-05' }],
  ])('%s', (_case, change, stay) => {
    expect(searchedStay({ ...base, ...change })).toEqual(stay);
  });
});

describe('SPEC 2.5, 4, 5: the hotel page room search query', () => {
  it('SPEC 5: rooms carry adults, children and the children per tier', () => {
    expect(roomSearchQuery(base, tiers)).toEqual({
      checkin_date: '2026-06-01',
      checkout_date: '2026-06-03',
      rooms: [
        { adults: 2, children: 1, kids_age_range: [{ code: 'B', count: 1 }] },
        { adults: 2, children: 1, kids_age_range: [{ code: 'B', count: 1 }] },
      ],
    });
  });

  it('SPEC 5: a hotel without tiers gets no kids_age_range', () => {
    expect(roomSearchQuery(base, null).rooms[0]).toEqual({ adults: 2, children: 1 });
  });

  it.each<[string, Partial<BookingData>, Record<string, unknown>]>([
    ['a known code is sent', { promoCode: 'OFF5', promoCodeExist: true }, { coupon_code: 'OFF5' }],
    ['an unknown code is not sent', { promoCode: 'NOPE1', promoCodeExist: false }, {}],
    ['day use', { isDayUse: true, checkOut: '2026-06-01' }, { is_day_use: true, checkout_date: '2026-06-01' }],
    ['day use with a stale checkout', { isDayUse: true }, { is_day_use: true, checkout_date: '2026-06-01' }],
    ['occupied included', { isIncludingOccupied: true }, { is_including_occupied: true }],
    [
      'undated: search_type and nights',
      { isUndated: true, nights: 2, isIncludingOccupied: true },
      { search_type: 'undated', nights: 2, checkout_date: '2026-06-03', is_including_occupied: true },
    ],
    ['room type codes', { roomTypeCodes: ['TW', 'DB'] }, { room_type_codes: ['TW', 'DB'] }],
    ['plan codes', { roomPlanCodes: ['P1'] }, { room_plan_codes: ['P1'] }],
  ])('SPEC 4: %s', (_case, change, expected) => {
    const { rooms: _rooms, ...query } = roomSearchQuery({ ...base, ...change }, null);
    expect(query).toEqual({ checkin_date: '2026-06-01', checkout_date: '2026-06-03', ...expected });
  });
});

describe('SPEC 3 price request: the brand price search rooms', () => {
  it('SPEC 3: every room carries the dates', () => {
    expect(brandPriceSearch(base)).toEqual({
      rooms: [
        { checkin_date: '2026-06-01', checkout_date: '2026-06-03', adults: 2, children: 1 },
        { checkin_date: '2026-06-01', checkout_date: '2026-06-03', adults: 2, children: 1 },
      ],
    });
  });

  it('SPEC 5: a day use is priced for the check-in day', () => {
    const { rooms, is_day_use } = brandPriceSearch({ ...base, isDayUse: true });
    expect(is_day_use).toBe(true);
    expect(rooms.map((r) => r.checkout_date)).toEqual(['2026-06-01', '2026-06-01']);
  });

  it('SPEC 4: an undated search is priced for its nights from the start day', () => {
    const { rooms } = brandPriceSearch({ ...base, isUndated: true, nights: 9, checkIn: '2026-12-28' });
    expect(rooms[0]).toMatchObject({ checkin_date: '2026-12-28', checkout_date: '2027-01-06' });
  });
});

describe('SPEC 4 "Hotel detail room search"', () => {
  const unchosen: RoomEntry[] = [{ id: 1, adults: 2, children: [{ age: null, bed: true }] }];

  it.each<[string, RoomEntry[], boolean, boolean]>([
    ['tiers, a child without age: the picker opens', unchosen, true, true],
    ['no tiers: it does not', unchosen, false, false],
    ['tiers, every age chosen: it does not', base.roomList, true, false],
  ])('%s', (_case, roomList, kidsTiers, opens) => {
    expect(hasChildrenWithoutAge({ roomList })).toBe(roomList === unchosen);
    expect(shouldOpenRoomPicker({ roomList }, kidsTiers)).toBe(opens);
  });

  it('SPEC 4, 9: the fallback search is one room with 2 adults and 0 children', () => {
    expect(fallbackRooms()).toEqual([{ id: 1, adults: 2, children: [] }]);
  });

  it.each<[string, { rooms: number; plans: number }, RoomEntry[], boolean]>([
    ['rooms empty', { rooms: 0, plans: 3 }, base.roomList, true],
    ['plans empty', { rooms: 2, plans: 0 }, base.roomList, true],
    ['both found', { rooms: 2, plans: 3 }, base.roomList, false],
    ['empty again with the fallback itself', { rooms: 0, plans: 0 }, fallbackRooms(), false],
  ])('SPEC 4: retry with the fallback when %s: %p', (_case, found, roomList, retry) => {
    expect(shouldRetryWithFallback(found, roomList)).toBe(retry);
  });
});
