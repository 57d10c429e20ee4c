import { $currency, $env, $locale } from '@hotel/bus';
import { formatPrice } from '@hotel/domain';
import { isSelectable, visibleRemainingInventory } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { monthTitle, weekdayNames } from '../lib/dates-format';
import { dayName, type DayFacts } from './day-name';
import { $calendarContext, $calendarDays, $focusDay, $selection, dayFocused, dayPicked, gridKeyPressed } from './model';
import { monthWeeks } from './month';
import styles from './calendar.module.css';

const gridKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Enter', ' ']);

function useDayFacts(): (day: string) => DayFacts {
  const [selection, context, days, currency, env, locale] = useUnit([$selection, $calendarContext, $calendarDays, $currency, $env, $locale]);
  const complete = selection.awaiting === 'start' && selection.start !== null;
  return (day) => {
    const rate = days.rates[day];
    let edge: DayFacts['edge'] = null;
    if (day === selection.start) edge = complete && selection.isDayUse ? 'dayUse' : 'start';
    else if (complete && day === selection.end) edge = 'end';
    return {
      day,
      roomsLeft: visibleRemainingInventory(days.left[day]),
      price: rate === undefined ? null : formatPrice(rate, currency, env?.usdPerYen ?? 0, locale),
      selectable: isSelectable(day, selection, context),
      edge,
    };
  };
}

function inStay(day: string, start: string | null, end: string | null, complete: boolean): boolean {
  return start !== null && (day === start || (complete && end !== null && day >= start && day <= end));
}

/** One month as an ARIA grid: a row per week, a focusable cell per day (roving tabindex). */
export function MonthGrid({ month }: { month: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [locale, focusDay, selection] = useUnit([$locale, $focusDay, $selection]);
  const factsOf = useDayFacts();
  const on = useUnit({ dayFocused, dayPicked, gridKeyPressed });
  const complete = selection.awaiting === 'start';

  const onKeyDown = (event: KeyboardEvent) => {
    if (!gridKeys.has(event.key) || !(event.target as HTMLElement).dataset.date) return;
    event.preventDefault();
    on.gridKeyPressed(event.key);
  };

  return (
    <div className={styles.month}>
      <h3 id={titleId} className={styles.monthTitle}>
        {monthTitle(month, locale)}
      </h3>
      <table role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(locale).map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, index) => {
                if (day === null) return <td key={`empty-${index}`} className={styles.empty} />;
                const facts = factsOf(day);
                const classes = [
                  styles.day,
                  inStay(day, selection.start, selection.end, complete) ? styles.inStay : '',
                  facts.edge ? styles.edge : '',
                ].join(' ');
                return (
                  <td
                    key={day}
                    data-date={day}
                    role="gridcell"
                    tabIndex={day === focusDay ? 0 : -1}
                    data-autofocus={day === focusDay || undefined}
                    aria-selected={inStay(day, selection.start, selection.end, complete)}
                    aria-disabled={!facts.selectable || undefined}
                    aria-label={dayName(intl, locale, facts)}
                    className={classes}
                    onClick={() => (facts.selectable ? on.dayPicked(day) : on.dayFocused(day))}
                  >
                    <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
                    {facts.roomsLeft !== null && (
                      <span className={styles.roomsLeft}>{intl.formatMessage({ id: 'search.box.calendar.left' }, { count: facts.roomsLeft })}</span>
                    )}
                    {facts.price !== null && facts.selectable && <span className={styles.price}>{facts.price}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
