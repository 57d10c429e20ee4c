import { addDays } from '../dates';
import { nightsBetween } from './date-rules';
import { searchLimits } from './limits';

/** Issue 13: the engine refuses (`tooLong`) a dated stay of more than 30 nights; a day use is one day. */
export function isStayTooLong(stay: { checkIn: string; checkOut: string; isDayUse?: boolean }): boolean {
  return !stay.isDayUse && nightsBetween(stay.checkIn, stay.checkOut) > searchLimits.maxStayNights;
}

/** The longest stay the engine prices from this check-in: its check-out. */
export function longestStayCheckOut(checkIn: string): string {
  return addDays(checkIn, searchLimits.maxStayNights);
}
