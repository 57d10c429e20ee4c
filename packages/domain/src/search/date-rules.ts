import { addDays } from '../dates';

/** A stay as two `YYYY-MM-DD` dates; equal dates are a day use. */
export interface StayDates {
  checkIn: string;
  checkOut: string;
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written `YYYY-MM-DD` (rejects 2026-02-30, 2026-13-01). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && isoDatePattern.test(value) && addDays(value, 0) === value;
}

/** SPEC 4 "Dates from URL": the stay searched when no usable dates are given, 7 and 8 days from today. */
export function defaultStayDates(today: string): StayDates {
  return { checkIn: addDays(today, 7), checkOut: addDays(today, 8) };
}

/**
 * SPEC 4 "Dates from URL": missing or invalid dates, a date in the past, or a check-in after the check-out
 * give the default stay; equal dates are kept (a day use, SPEC 4 "Calendar").
 */
export function normalizeSearchDates(
  dates: { checkIn?: string | null; checkOut?: string | null },
  today: string,
): StayDates {
  const { checkIn, checkOut } = dates;
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return defaultStayDates(today);
  // ISO dates of the same shape compare correctly as strings.
  if (checkIn < today || checkOut < today || checkIn > checkOut) return defaultStayDates(today);
  return { checkIn, checkOut };
}

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Nights from check-in to check-out: 0 for a day use, and 0 rather than a negative count for reversed dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.max(0, dayNumber(checkOut) - dayNumber(checkIn));
}
