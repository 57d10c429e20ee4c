import type { IntlShape } from 'react-intl';
import type { Locale } from '@hotel/contracts';
import { fullDate } from '../lib/dates-format';

export interface DayFacts {
  day: string;
  roomsLeft: number | null;
  price: string | null;
  selectable: boolean;
  /** 'start' or 'end' of the chosen stay. */
  edge: 'start' | 'end' | 'dayUse' | null;
}

/** A day's accessible name: the full date, its place in the stay, rooms left, price, and whether it can be picked. */
export function dayName(intl: IntlShape, locale: Locale, facts: DayFacts): string {
  const parts = [fullDate(facts.day, locale)];
  if (facts.edge) parts.push(intl.formatMessage({ id: `search.box.calendar.edge.${facts.edge}` }));
  if (facts.roomsLeft !== null) parts.push(intl.formatMessage({ id: 'search.box.calendar.roomsLeft' }, { count: facts.roomsLeft }));
  if (facts.price !== null) parts.push(intl.formatMessage({ id: 'search.box.calendar.fromPrice' }, { price: facts.price }));
  if (!facts.selectable) parts.push(intl.formatMessage({ id: 'search.box.calendar.unavailable' }));
  return parts.join(intl.formatMessage({ id: 'search.box.separator' }));
}
