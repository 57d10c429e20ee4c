import type { RoomTypeSeed } from '../catalogue-types';
import { hashString, roundTo, unitHash } from './prng';
import { parseNight, peakMonthDays, seasonFactor, weekdayFactor, type NightDate } from './rate-calendar';

const soldOutDays = new Map<number, readonly string[]>();

/**
 * Two nights a year when a hotel has nothing left: one in a peak week, one anywhere. Chosen by `MM-DD`, so
 * the pattern repeats every year and stays the same whenever inventory is topped up.
 */
function hotelSoldOutDays(hotelId: number): readonly string[] {
  let days = soldOutDays.get(hotelId);
  if (!days) {
    const peak = peakMonthDays[hashString(`sold-out-peak:${hotelId}`) % peakMonthDays.length] ?? '12-31';
    const anyDay = new Date(Date.UTC(2001, 0, 1 + (hashString(`sold-out-any:${hotelId}`) % 365))).toISOString().slice(5, 10);
    days = [peak, anyDay];
    soldOutDays.set(hotelId, days);
  }
  return days;
}

/** Busy nights sell out more often. */
function soldOutChance(demand: number): number {
  return demand >= 1.3 ? 0.08 : 0.03;
}

const fewLeftChance = 0.1;

function roomsForSale(hotelId: number, room: RoomTypeSeed, night: string, date: NightDate, demand: number): number {
  if (hotelSoldOutDays(hotelId).includes(date.monthDay)) return 0;
  const roll = unitHash(`inventory:${hotelId}:${room.code}:${night}`);
  const soldOut = soldOutChance(demand);
  if (roll < soldOut) return 0;
  if (roll < soldOut + fewLeftChance) return Math.min(room.roomCount, 1 + (hashString(`few:${hotelId}:${room.code}:${night}`) % 5));
  const share = 0.4 + 0.6 * unitHash(`share:${hotelId}:${room.code}:${night}`);
  return Math.min(room.roomCount, Math.max(6, Math.round(room.roomCount * share)));
}

/**
 * Rooms of one type for sale on one night and their price, yen per room tax excluded, rounded to 100 yen.
 * Pure: the same hotel, room code and night always give the same answer.
 */
export function roomNight(hotelId: number, room: RoomTypeSeed, night: string): { total: number; rate: number } {
  const date = parseNight(night);
  const demand = weekdayFactor(date) * seasonFactor(date);
  // A few percent either way, so neighbouring hotels and nights do not all show the same price.
  const jitter = 0.96 + 0.08 * unitHash(`rate:${hotelId}:${room.code}:${night}`);
  return {
    total: roomsForSale(hotelId, room, night, date, demand),
    rate: Math.max(100, roundTo(room.baseRate * demand * jitter, 100)),
  };
}
