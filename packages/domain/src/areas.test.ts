import { areaKeywordOfPattern } from './areas';

describe("a hotel-list route's area", () => {
  it('is the keyword of /hotels-{area}', () => {
    expect(areaKeywordOfPattern('/hotels-tokyo')).toBe('tokyo');
    expect(areaKeywordOfPattern('/hotels-kanto')).toBe('kanto');
  });

  it('is none for /hotels, /hotels-list and any other page', () => {
    expect(areaKeywordOfPattern('/hotels')).toBeNull();
    expect(areaKeywordOfPattern('/hotels-list')).toBeNull();
    expect(areaKeywordOfPattern('/hotel/:hotelId')).toBeNull();
  });
});
