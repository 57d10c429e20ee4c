import { createDefaultBooking } from '@hotel/domain';
import { areaKeywordOfPath, hotelPagePatch, listPagePatch, storedDatesPatch } from './booking-from-url';
import { destinationOfRecent, destinationPatch, recentSearchOf } from './destination';

const today = '2031-03-01';

describe('booking data from a list URL (SPEC 2.1, 4)', () => {
  it('names the area of an area route in the page language', () => {
    expect(areaKeywordOfPath('/en/hotels-tokyo')).toBe('tokyo');
    expect(areaKeywordOfPath('/hotels-list')).toBeNull();
    expect(listPagePatch('/ko/hotels-kansai', '', today, 'ko')).toEqual({
      location: '간사이',
      searchType: 'area',
      areaKeyword: 'kansai',
      hotelID: null,
    });
  });

  it('clears the keyword on a bare /hotels and keeps the stored stay when the URL has none', () => {
    expect(listPagePatch('/hotels', '', today, 'ja')).toEqual({ location: '', searchType: null, areaKeyword: null, hotelID: null });
  });

  it('reads the stay; past dates become +7 and +8 days', () => {
    const patch = listPagePatch('/hotels', '?keyword=新宿区&search_type=city&checkIndate=2020-01-01&checkOutdate=2020-01-02', today, 'ja');
    expect(patch).toMatchObject({ location: '新宿区', searchType: 'city', checkIn: '2031-03-08', checkOut: '2031-03-09' });
  });

  it('reads an undated list search with its nights', () => {
    const patch = listPagePatch('/hotels', '?checkIndate=2031-03-10&undated=true&nights=3', today, 'ja');
    expect(patch).toMatchObject({ isUndated: true, nights: 3, checkIn: '2031-03-10', checkOut: '2031-03-13', isIncludingOccupied: true });
  });
});

describe('booking data from a hotel page URL (SPEC 2.5, 4)', () => {
  it('is a hotel search; a day use and the rooms come from the query', () => {
    const search = '?checkIndate=2031-03-10&checkOutdate=2031-03-10&rooms=[{"adults":3,"children":[]}]&coupon_code=off5';
    expect(hotelPagePatch('12', search, today)).toMatchObject({
      searchType: 'hotel',
      hotelID: '12',
      isDayUse: true,
      checkOut: '2031-03-10',
      promoCode: 'OFF5',
      roomList: [{ id: 1, adults: 3, children: [] }],
    });
  });

  it('without a stay in the URL only binds the hotel', () => {
    expect(hotelPagePatch('12', '?tab=map', today)).toEqual({ searchType: 'hotel', hotelID: '12', areaKeyword: null });
  });
});

describe('stored dates (SPEC 4: stored past dates are also reset)', () => {
  const stored = { ...createDefaultBooking(new Date(2031, 0, 1)), checkIn: '2031-02-10', checkOut: '2031-02-12' };

  it('moves a stay that has begun to +7 and +8 days', () => {
    expect(storedDatesPatch(stored, today)).toEqual({ checkIn: '2031-03-08', checkOut: '2031-03-09', isDayUse: false, checkOutBeforeDayUse: null });
  });

  it('keeps an undated search undated, for its nights', () => {
    expect(storedDatesPatch({ ...stored, isUndated: true, nights: 4 }, today)).toMatchObject({ checkIn: '2031-03-08', checkOut: '2031-03-12' });
  });

  it('leaves a future stay alone', () => {
    expect(storedDatesPatch({ ...stored, checkIn: '2031-03-05', checkOut: '2031-03-06' }, today)).toBeNull();
  });
});

describe('picked places (SPEC 3 booking data, 9 recent searches)', () => {
  it.each([
    [{ kind: 'hotel', id: '12', name: 'ホテルさくら 新宿' }, { searchType: 'hotel', hotelID: '12', areaKeyword: null }],
    [{ kind: 'prefecture', id: 'p13', name: '東京都', keyword: 'tokyo' }, { searchType: 'area', hotelID: null, areaKeyword: 'tokyo' }],
    [{ kind: 'district', id: 'd1', name: '西新宿' }, { searchType: 'district', hotelID: null, areaKeyword: null }],
    [{ kind: 'keyword', name: 'さくら' }, { searchType: null, hotelID: null, areaKeyword: null }],
  ] as const)('%o sets %o', (destination, fields) => {
    expect(destinationPatch(destination)).toEqual({ location: destination.name, ...fields });
  });

  it('remembers places, not bare keywords, and reads them back', () => {
    const recent = recentSearchOf({ kind: 'region', id: 'r', name: '関西', keyword: 'kansai' });
    expect(recent).toEqual({ kind: 'region', id: 'r', name: '関西', keyword: 'kansai' });
    expect(recentSearchOf({ kind: 'keyword', name: 'さくら' })).toBeNull();
    expect(destinationOfRecent(recent!)).toEqual({ kind: 'region', id: 'r', name: '関西', keyword: 'kansai' });
  });
});
