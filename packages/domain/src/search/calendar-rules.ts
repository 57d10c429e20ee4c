import type { BookingData } from '@hotel/contracts';
import { addDays } from '../dates';
import { isIsoDate, type StayDates } from './date-rules';
import { clampUndatedNights, searchLimits } from './limits';

/** A date range being picked; `awaiting` says which end the next click chooses. */
export interface CalendarSelection {
  start: string | null;
  /** While the end is awaited this holds the provisional end, the day after the start (SPEC 4). */
  end: string | null;
  isDayUse: boolean;
  awaiting: 'start' | 'end';
}

export interface CalendarContext {
  today: string;
  dayUseAllowed: boolean;
  /** Days that cannot start a stay (the inventory's disabled dates). */
  blockedDates: readonly string[];
  undated: boolean;
  /** Nights of an undated search. */
  nights: number;
}

/** What a click on a day does: starts a range, ends it, makes it a day use, or nothing. */
export type CalendarDayRole = 'start' | 'end' | 'dayUse' | null;

export const emptyCalendarSelection: CalendarSelection = { start: null, end: null, isDayUse: false, awaiting: 'start' };

/** A finished selection showing the booking's stay. */
export function calendarSelectionOf(stay: StayDates & { isDayUse: boolean }): CalendarSelection {
  return { start: stay.checkIn, end: stay.checkOut, isDayUse: stay.isDayUse, awaiting: 'start' };
}

/** SPEC 4 "Calendar": the first blocked date after the start, the last day a stay from the start may end on. */
export function firstBlockedAfter(start: string, blockedDates: readonly string[]): string | null {
  let first: string | null = null;
  for (const day of blockedDates) if (day > start && (first === null || day < first)) first = day;
  return first;
}

/** The last check-out a stay from `start` may have: the first blocked date, or the engine's longest stay. */
export function lastCheckOut(start: string, blockedDates: readonly string[]): string {
  const longest = addDays(start, searchLimits.maxStayNights);
  const blocked = firstBlockedAfter(start, blockedDates);
  return blocked !== null && blocked < longest ? blocked : longest;
}

function canEndOn(start: string, day: string, blockedDates: readonly string[]): boolean {
  return day > start && day <= lastCheckOut(start, blockedDates);
}

export function calendarDayRole(
  day: string,
  selection: CalendarSelection,
  context: CalendarContext,
): CalendarDayRole {
  if (!isIsoDate(day) || day < context.today) return null;
  const startable = !context.blockedDates.includes(day);
  const { start } = selection;
  if (context.undated || selection.awaiting === 'start' || start === null) return startable ? 'start' : null;
  if (day === start) return context.dayUseAllowed ? 'dayUse' : null;
  if (canEndOn(start, day, context.blockedDates)) return 'end';
  // Issue 13: a day past the engine's longest stay cannot end this one (the calendar says why).
  if (day > addDays(start, searchLimits.maxStayNights)) return null;
  // A day before the start, or past the first blocked date, begins a new range instead of being a dead end.
  return startable ? 'start' : null;
}

/** For rendering: a day the visitor cannot click is shown disabled. */
export function isSelectable(day: string, selection: CalendarSelection, context: CalendarContext): boolean {
  return calendarDayRole(day, selection, context) !== null;
}

/** SPEC 4 "Calendar": the selection after a click on `day`. */
export function selectCalendarDay(
  selection: CalendarSelection,
  day: string,
  context: CalendarContext,
): CalendarSelection {
  const role = calendarDayRole(day, selection, context);
  if (role === 'start' && context.undated) {
    return { start: day, end: addDays(day, clampUndatedNights(context.nights)), isDayUse: false, awaiting: 'start' };
  }
  if (role === 'start') return { start: day, end: addDays(day, 1), isDayUse: false, awaiting: 'end' };
  if (role === 'end') return { ...selection, end: day, isDayUse: false, awaiting: 'start' };
  if (role === 'dayUse') return { ...selection, end: day, isDayUse: true, awaiting: 'start' };
  return selection;
}

/** SPEC 4: a missing end, or one before the start, becomes the day after the start. */
export function selectionStay(selection: CalendarSelection): (StayDates & { isDayUse: boolean }) | null {
  const { start, end } = selection;
  if (start === null) return null;
  const isDayUse = selection.isDayUse && end === start;
  const checkOut = end !== null && (end > start || isDayUse) ? end : addDays(start, 1);
  return { checkIn: start, checkOut, isDayUse };
}

type CalendarBooking = Pick<BookingData, 'checkIn' | 'checkOut' | 'checkOutBeforeDayUse' | 'isDayUse'>;

/**
 * Writes a picked range into booking data. A day use on the same check-in remembers the stay's check-out
 * (to restore when day use is turned off); on another day an old check-out would mean an unrelated stay.
 */
export function applyCalendarSelection<B extends CalendarBooking>(booking: B, selection: CalendarSelection): B {
  const stay = selectionStay(selection);
  if (stay === null) return booking;
  const datedCheckOut = booking.isDayUse ? booking.checkOutBeforeDayUse : booking.checkOut;
  const remembered = stay.isDayUse && stay.checkIn === booking.checkIn ? datedCheckOut : null;
  return { ...booking, ...stay, checkOutBeforeDayUse: remembered };
}

/** SPEC 2.3, 9: a day shows the rooms left only when 5 or fewer remain (and at least one). */
export function visibleRemainingInventory(roomsLeft: number | null | undefined): number | null {
  if (typeof roomsLeft !== 'number' || !Number.isInteger(roomsLeft)) return null;
  return roomsLeft >= 1 && roomsLeft <= searchLimits.maxInventoryShown ? roomsLeft : null;
}
