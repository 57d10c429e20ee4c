import { addDays } from '@hotel/domain';

/** Calendar months as `YYYY-MM`, days as `YYYY-MM-DD`, free of time zones like the domain's dates. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

function parts(month: string): [number, number] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return [year, monthNumber];
}

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = parts(month);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthsBetween(from: string, to: string): number {
  const [y1, m1] = parts(from);
  const [y2, m2] = parts(to);
  return (y2 - y1) * 12 + (m2 - m1);
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = parts(month);
  return new Date(year, monthNumber, 0).getDate();
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** 0 for Sunday: weeks start on Sunday, as Japanese calendars do. */
export function weekdayOf(day: string): number {
  const [year, monthNumber, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, monthNumber - 1, date).getDay();
}

/** A month's weeks, Sunday first, with null where a week runs into the month before or after. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = firstDayOf(month);
  const cells: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of another month, or that month's last day when it is shorter. */
export function sameDayInMonth(day: string, count: number): string {
  const month = addMonths(monthOf(day), count);
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(date).padStart(2, '0')}`;
}

export interface FocusBounds {
  first: string;
  last: string;
}

/**
 * The grid's keys (WAI-ARIA date grid): arrows move by day and week, PageUp/PageDown by month, Home/End to
 * the week's first and last day. The focus stays within the bookable months. Null: not a moving key.
 */
export function movedFocus(day: string, key: string, bounds: FocusBounds): string | null {
  const weekday = weekdayOf(day);
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -weekday),
    End: () => addDays(day, 6 - weekday),
    PageUp: () => sameDayInMonth(day, -1),
    PageDown: () => sameDayInMonth(day, 1),
  };
  const move = moves[key];
  if (!move) return null;
  const next = move();
  if (next < bounds.first) return bounds.first;
  return next > bounds.last ? bounds.last : next;
}

/** The first visible month that keeps `day` on screen, moving the view as little as possible. */
export function monthShowing(day: string, firstVisible: string, visibleCount: number): string {
  const month = monthOf(day);
  const offset = monthsBetween(firstVisible, month);
  if (offset < 0) return month;
  if (offset >= visibleCount) return addMonths(month, 1 - visibleCount);
  return firstVisible;
}
