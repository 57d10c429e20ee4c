import { $booking, $locale } from '@hotel/bus';
import { searchLimits } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { $dayUseAllowed, $undatedAllowed } from '../context/model';
import { shortDate } from '../lib/dates-format';
import { PopupPanel } from '../popups/popup-panel';
import { popupDismissed } from '../popups/model';
import {
  $bounds,
  $firstMonth,
  $focusDay,
  $inventoryLoading,
  $latestCheckOut,
  $selection,
  $visibleMonths,
  dayUseToggled,
  monthStepped,
  undatedToggled,
} from './model';
import { MonthGrid } from './month-grid';
import { monthOf } from './month';
import { staySummary } from './stay-summary';
import styles from './calendar.module.css';

function Announcement() {
  const intl = useIntl();
  const [selection, booking, locale] = useUnit([$selection, $booking, $locale]);
  const text =
    selection.awaiting === 'end' && selection.start
      ? intl.formatMessage({ id: 'search.box.calendar.chooseCheckOut' }, { date: shortDate(selection.start, locale) })
      : staySummary(intl, locale, booking);
  return (
    <p role="status" aria-live="polite" className={styles.announcement}>
      {text}
    </p>
  );
}

/** Issue 13: days past the engine's longest stay are disabled; this says why, and until when. */
function StayLimit() {
  const intl = useIntl();
  const [latest, locale] = useUnit([$latestCheckOut, $locale]);
  if (latest === null) return null;
  return (
    <p className={styles.limit}>
      {intl.formatMessage({ id: 'search.box.calendar.maxNights' }, { max: searchLimits.maxStayNights, date: shortDate(latest, locale) })}
    </p>
  );
}

function StayOptions() {
  const intl = useIntl();
  const [booking, dayUseAllowed, undatedAllowed] = useUnit([$booking, $dayUseAllowed, $undatedAllowed]);
  const on = useUnit({ dayUseToggled, undatedToggled });
  return (
    <div className={styles.options}>
      {dayUseAllowed && (
        <label className={styles.check}>
          <input type="checkbox" checked={booking.isDayUse} onChange={(event) => on.dayUseToggled(event.target.checked)} />
          {intl.formatMessage({ id: 'search.box.calendar.dayUse' })}
        </label>
      )}
      {undatedAllowed && (
        <label className={styles.check}>
          <input type="checkbox" checked={booking.isUndated} onChange={(event) => on.undatedToggled(event.target.checked)} />
          {intl.formatMessage({ id: 'search.box.calendar.undated' })}
        </label>
      )}
    </div>
  );
}

interface CalendarPopupProps {
  anchorRef: RefObject<HTMLElement | null>;
  triggerRef: RefObject<HTMLElement | null>;
}

/** SPEC 2.3, 4: the date-range calendar, two months side by side on desktop and one on phones. */
export function CalendarPopup({ anchorRef, triggerRef }: CalendarPopupProps) {
  const intl = useIntl();
  const [months, first, focusDay, bounds, loading] = useUnit([$visibleMonths, $firstMonth, $focusDay, $bounds, $inventoryLoading]);
  const gridsRef = useRef<HTMLDivElement>(null);
  const on = useUnit({ monthStepped, popupDismissed });

  // The focused day follows the keys: DOM focus moves with it while it is in the grid, or was lost when the
  // month it was in scrolled out of view.
  useEffect(() => {
    const grids = gridsRef.current;
    const active = document.activeElement as HTMLElement | null;
    const inGrid = grids?.contains(active) && Boolean(active?.dataset.date);
    if (!inGrid && active && active !== document.body) return;
    grids?.querySelector<HTMLElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay, first]);

  return (
    <PopupPanel title={intl.formatMessage({ id: 'search.box.calendar.title' })} anchorRef={anchorRef} triggerRef={triggerRef} align="center" wide>
      <div className={styles.navigation}>
        <button
          type="button"
          className={styles.monthButton}
          disabled={first <= monthOf(bounds.first)}
          aria-label={intl.formatMessage({ id: 'search.box.calendar.previousMonth' })}
          onClick={() => on.monthStepped(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.monthButton}
          disabled={(months[months.length - 1] ?? first) >= monthOf(bounds.last)}
          aria-label={intl.formatMessage({ id: 'search.box.calendar.nextMonth' })}
          onClick={() => on.monthStepped(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div ref={gridsRef} className={styles.months} aria-busy={loading}>
        {months.map((month) => (
          <MonthGrid key={month} month={month} />
        ))}
      </div>
      <p className={styles.hint}>{intl.formatMessage({ id: 'search.box.calendar.keyboardHint' })}</p>
      <Announcement />
      <StayLimit />
      <div className={styles.footer}>
        <StayOptions />
        <button type="button" className={styles.done} onClick={() => on.popupDismissed()}>
          {intl.formatMessage({ id: 'search.box.calendar.done' })}
        </button>
      </div>
    </PopupPanel>
  );
}
