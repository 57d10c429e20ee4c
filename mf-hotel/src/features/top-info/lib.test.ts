import { createDefaultBooking } from '@hotel/domain';
import { entrySearch, isFewRoomsLeft, nightlyPrice } from './lib';

const booking = { ...createDefaultBooking(new Date('2026-11-23T00:00:00Z')), checkIn: '2026-12-01', checkOut: '2026-12-04' };

describe('rooms-left warning (SPEC 9: fewer than 10)', () => {
  it.each([
    [9, true],
    [1, true],
    [10, false],
    [25, false],
    [0, false],
    [null, false],
  ])('%s rooms left warns: %s', (left, warns) => {
    expect(isFewRoomsLeft(left)).toBe(warns);
  });
});

describe('lowest nightly price', () => {
  it('is the stay total per night', () => {
    expect(nightlyPrice(30_000, booking)).toBe(10_000);
  });

  it('counts a day use as one', () => {
    expect(nightlyPrice(8_000, { ...booking, isDayUse: true, checkOut: booking.checkIn })).toBe(8_000);
  });

  it('uses the nights of an undated search', () => {
    expect(nightlyPrice(12_000, { ...booking, isUndated: true, nights: 2 })).toBe(6_000);
  });
});

describe('the search the top info is priced for on entry', () => {
  const today = new Date('2026-11-23T00:00:00Z');

  it('is the URL’s when the link carries one (the URL is the truth for a search)', () => {
    const search = '?checkIndate=2026-12-10&checkOutdate=2026-12-12&rooms=%5B%7B%22adults%22%3A3%7D%5D';
    const priced = entrySearch(booking, search, today);
    expect([priced.checkIn, priced.checkOut]).toEqual(['2026-12-10', '2026-12-12']);
    expect(priced.roomList[0]?.adults).toBe(3);
  });

  it('is the visitor’s current search otherwise', () => {
    expect(entrySearch(booking, '?tab=map', today)).toBe(booking);
  });
});
