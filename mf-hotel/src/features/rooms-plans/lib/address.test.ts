import type { KidsTierSettings } from '@hotel/contracts';
import { addressAfterSearch, isFallbackParty, readUrlSearch, searchRequest, withParams, withRooms, type SearchInput } from './address';
import { createDefaultBooking } from '@hotel/domain';

const today = '2030-11-01';
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
const stay = { checkIndate: '2030-12-03', checkOutdate: '2030-12-05' };
const tiers: KidsTierSettings = {
  kids_setting: { accept_type: 'accept', kids_type: ['tiers'] },
  kids_tiers: [{ code: 'A', name: 'Infant', min_age: 0, max_age: 5, bedding: true }],
};

describe('readUrlSearch: SPEC 2.5 query parameters and the OFF5 rule of SPEC 4', () => {
  it('reads rooms, type, undated nights, roomCode/planCode and room_search_filters', () => {
    const read = readUrlSearch(
      query({ ...stay, rooms: '[{"adults":3,"children":[{"age":4,"bed":true}]}]', type: 'plans', roomCode: 'DBL', planCode: 'BRK', room_search_filters: 'breakfast,non_smoking' }),
      { promoCode: '' },
      today,
    );
    expect(read.search).toMatchObject({ checkIn: '2030-12-03', checkOut: '2030-12-05', type: 'plans', roomList: [{ id: 1, adults: 3, children: [{ age: 4, bed: true }] }] });
    expect(read.extras).toMatchObject({ roomCode: 'DBL', planCode: 'BRK', roomSearchFilters: ['breakfast', 'non_smoking'] });
    expect(read.promoAdded).toBe(false);
    const undated = readUrlSearch(query({ checkIndate: '2030-12-03', search_type: 'undated', nights: '3' }), { promoCode: '' }, today);
    expect(undated.search).toMatchObject({ isUndated: true, nights: 3, isIncludingOccupied: true });
  });

  it('keeps OFF5 from booking data when the URL has no coupon, and says the URL must carry it', () => {
    const read = readUrlSearch(query(stay), { promoCode: 'off5' }, today);
    expect(read.search).toMatchObject({ promoCode: 'OFF5', promoCodeExist: true });
    expect(read.promoAdded).toBe(true);
  });

  it.each([
    ['another stored code', query(stay), 'SAKURA10', ''],
    ['the URL’s own coupon wins', query({ ...stay, coupon_code: 'STAY3' }), 'OFF5', 'STAY3'],
  ])('does not add a coupon for %s', (_, search, stored, expected) => {
    const read = readUrlSearch(search, { promoCode: stored }, today);
    expect(read.search.promoCode).toBe(expected);
    expect(read.promoAdded).toBe(false);
  });
});

describe('URL writing', () => {
  const address = { pathname: '/en/hotel/3', search: query({ ...stay, type: 'rooms', roomCode: 'DBL' }) };

  it('changes or removes single parameters and keeps the others', () => {
    expect(withParams(address, { type: 'plans', roomCode: null })).toBe('/en/hotel/3?checkIndate=2030-12-03&checkOutdate=2030-12-05&type=plans');
    expect(withRooms(address, [{ id: 1, adults: 2, children: [] }])).toContain(`rooms=${encodeURIComponent('[{"adults":2,"children":[]}]')}`);
  });

  it('writes a committed search and forgets the linked rate (SPEC 4)', () => {
    const booking = { ...createDefaultBooking(new Date(2030, 10, 1)), checkIn: '2030-12-10', checkOut: '2030-12-11', type: 'plans' as const };
    const extras = readUrlSearch(address.search, { promoCode: '' }, today).extras;
    const to = addressAfterSearch(address, booking, extras);
    expect(to.startsWith('/en/hotel/3?checkIndate=2030-12-10&checkOutdate=2030-12-11')).toBe(true);
    expect(to).toContain('type=plans');
    expect(to).not.toContain('roomCode');
  });

  it('knows the fallback party (SPEC 4: 1 room, 2 adults, no children)', () => {
    expect(isFallbackParty([{ id: 1, adults: 2, children: [] }])).toBe(true);
    expect(isFallbackParty([{ id: 1, adults: 2, children: [{ age: 3, bed: true }] }])).toBe(false);
    expect(isFallbackParty([{ id: 1, adults: 2, children: [] }, { id: 2, adults: 2, children: [] }])).toBe(false);
  });
});

describe('searchRequest: when and what the room search asks (SPEC 4)', () => {
  const search = readUrlSearch(query({ ...stay, rooms: '[{"adults":2,"children":[{"age":3,"bed":true}]}]' }), { promoCode: '' }, today).search;
  const input = (patch: Partial<SearchInput> = {}): SearchInput => ({ hotelId: 3, search, tiers: null, tiersSettled: true, locale: 'en', userId: null, ...patch });

  it('waits for the hotel, the URL and the kids-tier settings', () => {
    expect(searchRequest(input({ hotelId: null }))).toBeNull();
    expect(searchRequest(input({ search: null }))).toBeNull();
    expect(searchRequest(input({ tiersSettled: false }))).toBeNull();
  });

  it('sends children per tier when the hotel has tiers', () => {
    expect(searchRequest(input())?.query.rooms).toEqual([{ adults: 2, children: 1 }]);
    expect(searchRequest(input({ tiers }))?.query.rooms).toEqual([{ adults: 2, children: 1, kids_age_range: [{ code: 'A', count: 1 }] }]);
  });

  it('does not search while a child’s age is missing at a kids-tier hotel', () => {
    const noAge = { ...search, roomList: [{ id: 1, adults: 2, children: [{ age: null, bed: true }] }] };
    expect(searchRequest(input({ search: noAge, tiers }))).toBeNull();
    expect(searchRequest(input({ search: noAge }))).not.toBeNull();
  });

  it('changes its key with language and member, not with the view', () => {
    const key = searchRequest(input())?.key;
    expect(searchRequest(input({ locale: 'ja' }))?.key).not.toBe(key);
    expect(searchRequest(input({ userId: 'm1' }))?.key).not.toBe(key);
    expect(searchRequest(input({ search: { ...search, type: 'plans' } }))?.key).toBe(key);
  });
});
