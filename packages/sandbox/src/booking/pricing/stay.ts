import { addDays } from '@hotel/domain';

/** A stay as the engine prices it: the dates whose inventory and rates it uses. */
export interface Stay {
  checkin: string;
  checkout: string;
  isDayUse: boolean;
  /** The nights whose room-night rows are used: a day-use stay uses its one date. */
  nights: string[];
  /** Whole days from `today` to check-in. */
  daysToCheckin: number;
}

export const maxStayNights = 30;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type StayProblem = 'checkinPast' | 'checkoutBeforeCheckin' | 'tooLong' | 'dayUseNeedsSameDay';

/** Validates and expands a stay (SPEC 4: same-day range = day use; check-in after check-out is invalid). */
export function makeStay(checkin: string, checkout: string, isDayUse: boolean, today: string): Stay | StayProblem {
  if (checkin < today) return 'checkinPast';
  const length = daysBetween(checkin, checkout);
  if (isDayUse) {
    if (length !== 0) return 'dayUseNeedsSameDay';
    return { checkin, checkout, isDayUse, nights: [checkin], daysToCheckin: daysBetween(today, checkin) };
  }
  if (length < 1) return 'checkoutBeforeCheckin';
  if (length > maxStayNights) return 'tooLong';
  const nights = Array.from({ length }, (_, i) => addDays(checkin, i));
  return { checkin, checkout, isDayUse, nights, daysToCheckin: daysBetween(today, checkin) };
}

/** Number of nights a guest is charged for: a day use counts as one. */
export function chargedNights(stay: Stay): number {
  return stay.nights.length;
}
