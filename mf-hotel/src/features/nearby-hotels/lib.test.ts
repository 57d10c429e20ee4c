import { createDefaultBooking } from '@hotel/domain';
import { locationLine, nearbyHotelPath } from './lib';

const booking = {
  ...createDefaultBooking(new Date('2026-11-23T00:00:00Z')),
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  roomList: [{ id: 1, adults: 2, children: [] }],
};

describe('nearby hotel links (SPEC 2.5)', () => {
  it('open the hotel with the current search', () => {
    const url = new URL(nearbyHotelPath(14, booking, 'ja'), 'https://site.example');
    expect(url.pathname).toBe('/hotel/14');
    expect(url.searchParams.get('checkIndate')).toBe('2026-12-01');
    expect(url.searchParams.get('checkOutdate')).toBe('2026-12-03');
    expect(JSON.parse(url.searchParams.get('rooms') ?? '[]')).toHaveLength(1);
    expect(url.searchParams.has('language')).toBe(false);
  });

  it('stay in the page language', () => {
    const url = new URL(nearbyHotelPath(14, booking, 'en'), 'https://site.example');
    expect(url.pathname).toBe('/en/hotel/14');
    expect(url.searchParams.get('language')).toBe('en');
  });
});

describe('nearby hotel location line', () => {
  const hotel = { city: 'Shinjuku', prefecture: { name: 'Tokyo' } };
  it('is city, prefecture in English and prefecture city otherwise', () => {
    expect(locationLine(hotel, 'en')).toBe('Shinjuku, Tokyo');
    expect(locationLine({ city: '新宿区', prefecture: { name: '東京都' } }, 'ja')).toBe('東京都 新宿区');
  });
});
