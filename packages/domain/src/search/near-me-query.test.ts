import { createDefaultBooking } from '../booking-defaults';
import { nearMeListPath, nearMeRadiusKm, nearPointOf } from './near-me-query';

const booking = { ...createDefaultBooking(new Date(2031, 2, 1)), checkIn: '2031-03-10', checkOut: '2031-03-12', location: '東京' };

describe('issue 13: a near-me search is a hotel list around a point (SPEC 4, 9 near-me)', () => {
  it('SPEC 9: hotels within 4.78 km', () => {
    expect(nearMeRadiusKm).toBe(4.78);
  });

  it('goes to /hotels with the stay and the point (to about 100 m), and no keyword', () => {
    const path = nearMeListPath(booking, { latitude: 35.681236, longitude: 139.767125 }, 'en');
    const [pathname, query] = path.split('?');
    const params = new URLSearchParams(query);
    expect(pathname).toBe('/en/hotels');
    expect(params.get('near')).toBe('35.681,139.767');
    expect(params.get('checkIndate')).toBe('2031-03-10');
    expect(params.has('keyword')).toBe(false);
    expect(nearPointOf(params)).toEqual({ latitude: 35.681, longitude: 139.767 });
  });

  it.each([
    ['near=35.681,139.767', { latitude: 35.681, longitude: 139.767 }],
    ['near=-33.9,18.4', { latitude: -33.9, longitude: 18.4 }],
    ['', null],
    ['near=', null],
    ['near=91,10', null],
    ['near=10,181', null],
    ['near=abc,10', null],
    ['near=35.6', null],
    ['near=35.6,139.7,1', null],
  ])('reads %p as %p', (query, point) => {
    expect(nearPointOf(new URLSearchParams(query))).toEqual(point);
  });
});
