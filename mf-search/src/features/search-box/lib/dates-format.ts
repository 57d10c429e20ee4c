import type { Locale } from '@hotel/contracts';
import { intlLocale } from '@hotel/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale[locale], options);
    formatters.set(key, found);
  }
  return found;
}

/** A `YYYY-MM-DD` (or `YYYY-MM`) as a local date at noon, safe from daylight-saving edges. */
function dateOf(isoDate: string): Date {
  const [year, month, day = 1] = isoDate.split('-').map(Number) as [number, number, number?];
  return new Date(year, month - 1, day, 12);
}

/** "3月12日(木)", "Thu, Mar 12": the trigger's dates. */
export function shortDate(isoDate: string, locale: Locale): string {
  return formatter(locale, { month: 'short', day: 'numeric', weekday: 'short' }).format(dateOf(isoDate));
}

/** "2031年3月12日木曜日", "Wednesday, March 12, 2031": a day's accessible name. */
export function fullDate(isoDate: string, locale: Locale): string {
  return formatter(locale, { dateStyle: 'full' }).format(dateOf(isoDate));
}

/** "2031年3月", "March 2031". */
export function monthTitle(month: string, locale: Locale): string {
  return formatter(locale, { year: 'numeric', month: 'long' }).format(dateOf(month));
}

/** Sunday first: short and long weekday names for the grid's column headers. */
export function weekdayNames(locale: Locale): Array<{ short: string; long: string }> {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => {
    const date = new Date(2023, 0, 1 + day, 12);
    return { short: formatter(locale, { weekday: 'short' }).format(date), long: formatter(locale, { weekday: 'long' }).format(date) };
  });
}
