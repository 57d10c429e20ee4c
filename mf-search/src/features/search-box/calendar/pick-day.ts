import type { BookingData } from '@hotel/contracts';
import {
  applyCalendarSelection,
  type CalendarContext,
  type CalendarSelection,
  calendarDayRole,
  selectCalendarDay,
} from '@hotel/domain/search';

export type StayPatch = Pick<BookingData, 'checkIn' | 'checkOut' | 'isDayUse' | 'checkOutBeforeDayUse'>;

export interface DayPick {
  selection: CalendarSelection;
  patch: StayPatch;
  /** The range is complete (an end, a day use, or an undated start): the popup can close. */
  done: boolean;
}

/** SPEC 4 "Calendar" through the domain reducer; null for a day that cannot be picked. */
export function pickDay(selection: CalendarSelection, day: string, context: CalendarContext, booking: BookingData): DayPick | null {
  if (calendarDayRole(day, selection, context) === null) return null;
  const next = selectCalendarDay(selection, day, context);
  const { checkIn, checkOut, isDayUse, checkOutBeforeDayUse } = applyCalendarSelection(booking, next);
  return { selection: next, patch: { checkIn, checkOut, isDayUse, checkOutBeforeDayUse }, done: next.awaiting === 'start' };
}
