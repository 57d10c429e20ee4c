import { $booking } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import { $isPhone, $today } from '../context/model';
import { popupOpened } from '../popups/model';
import { addMonths, lastDayOf, monthOf } from './month';

/** Inventory reaches a year ahead; the calendar goes no further. */
const monthsAhead = 12;

export const calendarOpened = sample({ clock: popupOpened, filter: (id) => id === 'checking' });

export const $firstMonth = createStore('1970-01');
export const $focusDay = createStore('1970-01-01');
/** The calendar is on screen at its opening month: the moment to look for its inventory. */
export const calendarShown = createEvent();

const openedOn = sample({
  clock: calendarOpened,
  source: { booking: $booking, today: $today },
  fn: ({ booking, today }) => (booking.checkIn < today ? today : booking.checkIn),
});
sample({ clock: openedOn, target: $focusDay });
sample({ clock: openedOn, fn: monthOf, target: $firstMonth });
sample({ clock: openedOn, target: calendarShown });

/** The days a visitor can reach in the calendar: today to the end of the twelfth month. */
export const $bounds = $today.map((today) => ({ first: today, last: lastDayOf(addMonths(monthOf(today), monthsAhead - 1)) }));

/** SPEC 2.3, 9: two months side by side on desktop, one on phones. */
export const $visibleMonths = combine($firstMonth, $isPhone, (first, phone) => (phone ? [first] : [first, addMonths(first, 1)]));
