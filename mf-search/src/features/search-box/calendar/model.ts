import type { BookingData } from '@hotel/contracts';
import { $booking, bookingChanged } from '@hotel/bus';
import {
  type CalendarContext,
  type CalendarSelection,
  calendarSelectionOf,
  emptyCalendarSelection,
  enterUndated,
  lastCheckOut,
  leaveUndated,
  searchLimits,
  setUndatedNights,
  toggleDayUse,
} from '@hotel/domain/search';
import { addDays } from '@hotel/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { $dayUseAllowed, $today } from '../context/model';
import { popupClosed } from '../popups/model';
import { $calendarDays } from './inventory-model';
import { addMonths, monthOf, monthShowing, movedFocus, sameDayInMonth } from './month';
import { $bounds, $firstMonth, $focusDay, $visibleMonths, calendarOpened } from './months-model';
import { pickDay, type StayPatch } from './pick-day';

export { $bounds, $firstMonth, $focusDay, $visibleMonths } from './months-model';
export { $calendarDays, $inventoryLoading, loadInventoryFx, inventoryWarnFx } from './inventory-model';

export const dayPicked = createEvent<string>();
export const dayFocused = createEvent<string>();
export const gridKeyPressed = createEvent<string>();
export const monthStepped = createEvent<1 | -1>();
export const undatedToggled = createEvent<boolean>();
export const dayUseToggled = createEvent<boolean>();
export const nightsChosen = createEvent<number>();

const stayModeChanged = createEvent<BookingData>();

export const $selection = createStore<CalendarSelection>(emptyCalendarSelection);


sample({
  clock: calendarOpened,
  source: $booking,
  fn: ({ checkIn, checkOut, isDayUse }) => calendarSelectionOf({ checkIn, checkOut, isDayUse }),
  target: $selection,
});

export const $calendarContext = combine(
  { today: $today, dayUseAllowed: $dayUseAllowed, days: $calendarDays, booking: $booking },
  ({ today, dayUseAllowed, days, booking }): CalendarContext => ({
    today,
    dayUseAllowed,
    blockedDates: days.blocked,
    undated: booking.isUndated,
    nights: booking.nights,
  }),
);

/**
 * Issue 13: while the end is awaited, the last day it may be when the engine's longest stay (30 nights) is
 * what stops it; a blocked day that comes first lets later days start a new stay instead.
 */
export const $latestCheckOut = combine($selection, $calendarContext, (selection, context) => {
  if (selection.awaiting !== 'end' || selection.start === null || context.undated) return null;
  const latest = lastCheckOut(selection.start, context.blockedDates);
  return latest === addDays(selection.start, searchLimits.maxStayNights) ? latest : null;
});

const dayChosen = sample({
  clock: dayPicked,
  source: { selection: $selection, context: $calendarContext, booking: $booking },
  fn: ({ selection, context, booking }, day) => pickDay(selection, day, context, booking),
});
const validPick = sample({ clock: dayChosen, filter: (pick) => pick !== null, fn: (pick) => pick as NonNullable<typeof pick> });
sample({ clock: validPick, fn: (pick) => pick.selection, target: $selection });
sample({ clock: validPick, fn: (pick): StayPatch => pick.patch, target: bookingChanged });
sample({ clock: validPick, filter: (pick) => pick.done, target: popupClosed });
sample({ clock: dayPicked, target: dayFocused });

const focusMoved = sample({
  clock: gridKeyPressed,
  source: { focus: $focusDay, bounds: $bounds },
  fn: ({ focus, bounds }, key) => movedFocus(focus, key, bounds),
});
sample({ clock: focusMoved, filter: (day): day is string => day !== null, target: dayFocused });
sample({
  clock: gridKeyPressed,
  source: $focusDay,
  filter: (_, key) => key === 'Enter' || key === ' ',
  fn: (focus) => focus,
  target: dayPicked,
});

$focusDay.on(dayFocused, (_, day) => day);
sample({
  clock: dayFocused,
  source: { first: $firstMonth, months: $visibleMonths },
  fn: ({ first, months }, day) => monthShowing(day, first, months.length),
  target: $firstMonth,
});

/** Month buttons: the view moves a month, and the focused day with it, within the bookable months. */
sample({
  clock: monthStepped,
  source: { first: $firstMonth, focus: $focusDay, bounds: $bounds },
  filter: ({ first, bounds }, step) => {
    const next = addMonths(first, step);
    return next >= monthOf(bounds.first) && next <= monthOf(bounds.last);
  },
  fn: ({ focus, bounds }, step) => {
    const moved = sameDayInMonth(focus, step);
    if (moved < bounds.first) return bounds.first;
    return moved > bounds.last ? bounds.last : moved;
  },
  target: $focusDay,
});
sample({
  clock: monthStepped,
  source: { first: $firstMonth, bounds: $bounds },
  fn: ({ first, bounds }, step) => {
    const next = addMonths(first, step);
    return next < monthOf(bounds.first) || next > monthOf(bounds.last) ? first : next;
  },
  target: $firstMonth,
});

/** SPEC 4 undated mode and day use, each through its domain rule; the picked range follows. */
sample({
  clock: undatedToggled,
  source: $booking,
  fn: (booking, on) => (on ? enterUndated(booking) : leaveUndated(booking, { allowOneDay: false })),
  target: stayModeChanged,
});
sample({ clock: dayUseToggled, source: $booking, fn: (booking, on) => toggleDayUse(booking, on), target: stayModeChanged });
sample({ clock: nightsChosen, source: $booking, fn: (booking, nights) => setUndatedNights(booking, nights), target: stayModeChanged });
sample({
  clock: stayModeChanged,
  fn: ({ checkIn, checkOut, checkOutBeforeDayUse, nights, isDayUse, isUndated, isIncludingOccupied }): Partial<BookingData> => ({
    checkIn,
    checkOut,
    checkOutBeforeDayUse,
    nights,
    isDayUse,
    isUndated,
    isIncludingOccupied,
  }),
  target: bookingChanged,
});
sample({
  clock: stayModeChanged,
  fn: ({ checkIn, checkOut, isDayUse }) => calendarSelectionOf({ checkIn, checkOut, isDayUse }),
  target: $selection,
});
/** The night selector is a popup of its own (SPEC 4): a choice closes it. */
sample({ clock: nightsChosen, target: popupClosed });

