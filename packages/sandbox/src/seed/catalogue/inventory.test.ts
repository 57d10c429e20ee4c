import { addDays } from '@hotel/domain';
import { roomNight } from './inventory';
import { parseNight, peakMonthDays, seasonFactor, weekdayFactor } from './rate-calendar';
import { catalogue } from './test-support';

const { hotels, roomTypes } = catalogue;
const roomsOf = (hotelId: number) => roomTypes.filter((room) => room.hotelId === hotelId);
const yearOfNights = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i));

describe('rate calendar (issue: weekday and season factors)', () => {
  it.each([
    ['2026-06-07', 0.95], // Sunday
    ['2026-06-09', 1], // Tuesday
    ['2026-06-12', 1.15], // Friday
    ['2026-06-13', 1.35], // Saturday
  ])('prices the night of %s at %s × the weekday rate', (night, factor) => {
    expect(weekdayFactor(parseNight(night))).toBe(factor);
  });

  it.each([
    ['2026-12-30', 1.5], // New Year
    ['2027-01-02', 1.5],
    ['2026-02-10', 0.85], // quiet winter
    ['2026-04-01', 1.25], // cherry blossom
    ['2026-05-03', 1.4], // Golden Week
    ['2026-07-20', 1.15], // summer
    ['2026-08-13', 1.35], // Obon wins over summer
    ['2026-06-10', 1],
    ['2026-10-20', 1],
  ])('applies the season factor of %s: %s', (night, factor) => {
    expect(seasonFactor(parseNight(night))).toBe(factor);
  });

  it('refuses nights that are not real dates', () => {
    expect(() => roomNight(1, roomTypes[0]!, '2026-02-30')).toThrow(RangeError);
    expect(() => roomNight(1, roomTypes[0]!, '20260101')).toThrow(RangeError);
  });
});

describe('roomNight (issue: deterministic inventory and rates)', () => {
  it('answers the same for the same hotel, room and night', () => {
    for (const room of roomTypes.slice(0, 40)) {
      expect(roomNight(room.hotelId, room, '2026-09-19')).toEqual(roomNight(room.hotelId, room, '2026-09-19'));
    }
  });

  it('keeps totals within the room count and rates positive, in 100-yen steps, around the base rate', () => {
    const wrong: string[] = [];
    for (const room of roomTypes.filter((_, i) => i % 5 === 0)) {
      for (const night of yearOfNights.filter((_, i) => i % 3 === 0)) {
        const { total, rate } = roomNight(room.hotelId, room, night);
        const date = parseNight(night);
        const expected = room.baseRate * weekdayFactor(date) * seasonFactor(date);
        const totalOk = Number.isInteger(total) && total >= 0 && total <= room.roomCount;
        const rateOk = rate > 0 && rate % 100 === 0 && Math.abs(rate - expected) <= expected * 0.04 + 50;
        if (!totalOk || !rateOk) wrong.push(`${room.hotelId}/${room.code} ${night}: ${total} rooms at ${rate}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sells out about 4% of room-nights and leaves 1–5 rooms on about 10% of the larger room types', () => {
    let nights = 0;
    let soldOut = 0;
    let largerNights = 0;
    let fewLeft = 0;
    for (const room of roomTypes) {
      for (const night of yearOfNights.filter((_, i) => i % 2 === 0)) {
        const { total } = roomNight(room.hotelId, room, night);
        nights++;
        if (total === 0) soldOut++;
        if (room.roomCount > 5) {
          largerNights++;
          if (total >= 1 && total <= 5) fewLeft++;
        }
      }
    }
    expect(soldOut / nights).toBeGreaterThan(0.03);
    expect(soldOut / nights).toBeLessThan(0.06);
    expect(fewLeft / largerNights).toBeGreaterThan(0.07);
    expect(fewLeft / largerNights).toBeLessThan(0.13);
  });

  it('sells out whole hotels on a couple of nights a year', () => {
    for (const hotel of hotels) {
      const rooms = roomsOf(hotel.id);
      const full = yearOfNights.filter((night) => rooms.every((room) => roomNight(hotel.id, room, night).total === 0));
      expect([hotel.code, full.length >= 1 && full.length <= 4]).toEqual([hotel.code, true]);
    }
  });

  it('leaves most hotels bookable for two nights 7 days ahead; fewer, but still most, in peak weeks', () => {
    const short: string[] = [];
    for (const today of yearOfNights) {
      const checkin = addDays(today, 7);
      const nights = [checkin, addDays(checkin, 1)];
      const available = hotels.filter((hotel) => roomsOf(hotel.id).some((room) => nights.every((night) => roomNight(hotel.id, room, night).total > 0)));
      const peak = nights.some((night) => peakMonthDays.includes(night.slice(5)));
      if (available.length / hotels.length < (peak ? 0.8 : 0.9)) short.push(`${checkin}: ${available.length} hotels`);
    }
    expect(short).toEqual([]);
  });
});
