import type { BookingData, Locale } from '@hotel/contracts';
import { nightsBetween } from '@hotel/domain/search';
import type { IntlShape } from 'react-intl';
import { shortDate } from '../lib/dates-format';

type Stay = Pick<BookingData, 'checkIn' | 'checkOut' | 'nights' | 'isDayUse' | 'isUndated'>;

/** The chosen stay in words: the date trigger's value and the calendar's announcement. */
export function staySummary(intl: IntlShape, locale: Locale, stay: Stay): string {
  const checkIn = shortDate(stay.checkIn, locale);
  if (stay.isUndated) return intl.formatMessage({ id: 'search.box.dates.undatedValue' }, { date: checkIn, nights: stay.nights });
  if (stay.isDayUse) return intl.formatMessage({ id: 'search.box.dates.dayUseValue' }, { date: checkIn });
  const values = { checkIn, checkOut: shortDate(stay.checkOut, locale), nights: nightsBetween(stay.checkIn, stay.checkOut) };
  return intl.formatMessage({ id: 'search.box.dates.rangeValue' }, values);
}
