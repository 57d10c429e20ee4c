import type { BookingData } from '@hotel/contracts';
import { addDays } from '../dates';
import { clampUndatedNights } from './limits';

/** The parts of booking data that decide which stay is searched. */
export type StayMode = Pick<
  BookingData,
  'checkIn' | 'checkOut' | 'checkOutBeforeDayUse' | 'nights' | 'isDayUse' | 'isUndated' | 'isIncludingOccupied'
>;

/**
 * SPEC 4 "Undated mode": the prior check-out if it is after the check-in, else the day after the check-in;
 * with no prior check-out, the check-in plus the nights.
 */
function datedCheckOut(checkIn: string, priorCheckOut: string | null, nights: number): string {
  if (priorCheckOut === null) return addDays(checkIn, nights);
  return priorCheckOut > checkIn ? priorCheckOut : addDays(checkIn, 1);
}

/**
 * SPEC 4 "Undated mode": nights become 1 if absent, day use goes off, occupied rooms are included. The dated
 * check-out is kept in `checkOutBeforeDayUse` so that leaving undated mode can restore it.
 */
export function enterUndated<B extends StayMode>(booking: B): B {
  if (booking.isUndated) return booking;
  const nights = clampUndatedNights(booking.nights);
  return {
    ...booking,
    nights,
    checkOut: addDays(booking.checkIn, nights),
    checkOutBeforeDayUse: booking.isDayUse ? booking.checkOutBeforeDayUse : booking.checkOut,
    isDayUse: false,
    isUndated: true,
    isIncludingOccupied: true,
  };
}

/** SPEC 4 "Undated mode": allow-one-day ends on the check-in day; equal dates turn day use on (SPEC 5). */
export function leaveUndated<B extends StayMode>(booking: B, options: { allowOneDay: boolean }): B {
  if (!booking.isUndated) return booking;
  const prior = booking.checkOutBeforeDayUse;
  const checkOut = options.allowOneDay ? booking.checkIn : datedCheckOut(booking.checkIn, prior, booking.nights);
  const isDayUse = checkOut === booking.checkIn;
  return { ...booking, checkOut, isDayUse, isUndated: false, checkOutBeforeDayUse: isDayUse ? prior : null };
}

/**
 * SPEC 4 night selector, 1 to 9 nights. The check-out follows only in undated mode: a dated stay keeps its
 * own dates (and a day use its equal dates, SPEC 5).
 */
export function setUndatedNights<B extends StayMode>(booking: B, nights: number): B {
  const clamped = clampUndatedNights(nights);
  if (!booking.isUndated) return { ...booking, nights: clamped };
  return { ...booking, nights: clamped, checkOut: addDays(booking.checkIn, clamped) };
}

/**
 * SPEC 5 "In day use, checkout equals checkin". Turning it on remembers the stay's check-out; turning it off
 * restores that check-out, or the day after the check-in. Day use and undated exclude each other (SPEC 4).
 */
export function toggleDayUse<B extends StayMode>(booking: B, on: boolean): B {
  if (on && booking.isUndated) return leaveUndated(booking, { allowOneDay: true });
  if (on === booking.isDayUse) return booking;
  if (on) {
    const remembered = booking.checkOut > booking.checkIn ? booking.checkOut : booking.checkOutBeforeDayUse;
    return { ...booking, isDayUse: true, checkOut: booking.checkIn, checkOutBeforeDayUse: remembered };
  }
  const checkOut = datedCheckOut(booking.checkIn, booking.checkOutBeforeDayUse, 1);
  return { ...booking, isDayUse: false, checkOut, checkOutBeforeDayUse: null };
}
