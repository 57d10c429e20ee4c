import type { BookingData } from '@hotel/contracts';
import { createDefaultBooking } from '@hotel/domain';
import { pageSearchAddress, submitOutcome, typedLocationPatch } from './submit';

const base: BookingData = { ...createDefaultBooking(new Date(2031, 2, 3)), checkIn: '2031-03-10', checkOut: '2031-03-12' };

describe('search submit (SPEC 2.3)', () => {
  const submit = (booking: Partial<BookingData>, typed: string, placement: 'home' | 'hotelList' | 'hotelDetail' = 'home') =>
    submitOutcome({ placement, booking: { ...base, ...booking }, typed, locale: 'ja', kidsTiersSupported: false });

  it('refuses an empty location with the null-field error and goes nowhere', () => {
    expect(submit({}, '   ')).toEqual({ kind: 'emptyLocation' });
  });

  it('goes to the hotel page of a hotel search', () => {
    const outcome = submit({ location: 'ホテルさくら 新宿', searchType: 'hotel', hotelID: '12' }, 'ホテルさくら 新宿');
    expect(outcome).toMatchObject({ kind: 'navigate', patch: {} });
    expect(outcome.kind === 'navigate' && outcome.to).toMatch(/^\/hotel\/12\?checkIndate=2031-03-10&checkOutdate=2031-03-12&/);
  });

  it('goes to the area route of a prefecture, in the page language', () => {
    const outcome = submitOutcome({
      placement: 'home',
      booking: { ...base, location: 'Tokyo', searchType: 'area', areaKeyword: 'tokyo' },
      typed: 'Tokyo',
      locale: 'en',
      kidsTiersSupported: false,
    });
    expect(outcome.kind === 'navigate' && outcome.to).toMatch(/^\/en\/hotels-tokyo\?/);
  });

  it('searches typed free text as a keyword of the list', () => {
    const outcome = submit({}, ' 温泉 ');
    expect(outcome).toMatchObject({ kind: 'navigate', patch: { location: '温泉', searchType: null, hotelID: null } });
    expect(outcome.kind === 'navigate' && new URL(outcome.to, 'http://x').searchParams.get('keyword')).toBe('温泉');
  });

  it('reads a typed prefecture name as that area', () => {
    expect(typedLocationPatch(base, '東京都')).toEqual({ location: '東京都', hotelID: null, areaKeyword: 'tokyo', searchType: 'area' });
    expect(typedLocationPatch(base, 'osaka')).toMatchObject({ areaKeyword: 'osaka', searchType: 'area' });
  });

  it('on a hotel page re-runs the search, or asks for child ages first (SPEC 4)', () => {
    expect(submit({}, '', 'hotelDetail')).toEqual({ kind: 'updatePage' });
    const child = { roomList: [{ id: 1, adults: 2, children: [{ age: null, bed: true }] }] };
    expect(
      submitOutcome({ placement: 'hotelDetail', booking: { ...base, ...child }, typed: '', locale: 'ja', kidsTiersSupported: true }),
    ).toEqual({ kind: 'chooseChildAges' });
  });
});

describe('the page address after a change (SPEC 4 booking popups)', () => {
  it('keeps the list path and writes the list query', () => {
    const to = pageSearchAddress('hotelList', { pathname: '/en/hotels-tokyo', search: '?x=1' }, { ...base, isDayUse: true, checkOut: base.checkIn }, 'en');
    expect(to).toMatch(/^\/en\/hotels-tokyo\?checkIndate=2031-03-10&checkOutdate=2031-03-10&is_day_use=true/);
  });

  it('keeps the hotel page tab and filters, drops the picked room and plan, and names the language', () => {
    const address = { pathname: '/en/hotel/12', search: '?tab=plan&roomCode=R1&planCode=P1&room_search_filters=breakfast' };
    const to = pageSearchAddress('hotelDetail', address, { ...base, isUndated: true, nights: 3, checkOut: '2031-03-13' }, 'en') ?? '';
    const params = new URL(to, 'http://x').searchParams;
    expect(to.startsWith('/en/hotel/12?')).toBe(true);
    expect(params.get('tab')).toBe('plan');
    expect(params.get('room_search_filters')).toBe('breakfast');
    expect(params.get('roomCode')).toBeNull();
    expect(params.get('planCode')).toBeNull();
    expect(params.get('search_type')).toBe('undated');
    expect(params.get('nights')).toBe('3');
    expect(params.get('language')).toBe('en');
  });

  it('has nothing to write at home', () => {
    expect(pageSearchAddress('home', { pathname: '/', search: '' }, base, 'ja')).toBeNull();
  });
});
