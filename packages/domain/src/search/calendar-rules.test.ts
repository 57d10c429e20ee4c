import {
  applyCalendarSelection,
  calendarSelectionOf,
  emptyCalendarSelection,
  firstBlockedAfter,
  isSelectable,
  lastCheckOut,
  selectCalendarDay,
  selectionStay,
  visibleRemainingInventory,
  type CalendarContext,
  type CalendarSelection,
} from './calendar-rules';
import { searchLimits } from './limits';

const context: CalendarContext = {
  today: '2026-05-10',
  dayUseAllowed: true,
  blockedDates: ['2026-05-20', '2026-05-15', '2026-05-25'],
  undated: false,
  nights: 1,
};
/** A start chosen, the end awaited (provisionally the next day). */
const pending = (start: string, end: string): CalendarSelection => ({ start, end, isDayUse: false, awaiting: 'end' });
const done = (start: string, end: string): CalendarSelection => ({ start, end, isDayUse: false, awaiting: 'start' });
const dayUse = (day: string): CalendarSelection => ({ start: day, end: day, isDayUse: true, awaiting: 'start' });
const stay = (checkIn: string, checkOut: string, isDayUse: boolean) => ({ checkIn, checkOut, isDayUse });
const startChosen = pending('2026-05-12', '2026-05-13');
const complete = done('2026-05-12', '2026-05-14');

function clicks(days: string[], ctx: CalendarContext = context, from = emptyCalendarSelection): CalendarSelection {
  return days.reduce((selection, day) => selectCalendarDay(selection, day, ctx), from);
}

describe('SPEC 4 "Calendar": range selection', () => {
  it.each<[string, string[], Partial<CalendarContext>, CalendarSelection]>([
    ['only a start chosen: the end is the next day', ['2026-05-12'], {}, startChosen],
    ['a start at a month end: the end is the 1st', ['2026-05-31'], {}, pending('2026-05-31', '2026-06-01')],
    ['a start on Dec 31: the end is next year', ['2026-12-31'], {}, pending('2026-12-31', '2027-01-01')],
    ['a start on Feb 28, 2028: the end is Feb 29', ['2028-02-28'], {}, pending('2028-02-28', '2028-02-29')],
    ['a second click after the start ends the range', ['2026-05-12', '2026-05-14'], {}, complete],
    ['before the start: a new start', ['2026-05-12', '2026-05-11'], {}, pending('2026-05-11', '2026-05-12')],
    ['the start clicked again is a day use', ['2026-05-12', '2026-05-12'], {}, dayUse('2026-05-12')],
    ['the start again: nothing without day use', ['2026-05-12', '2026-05-12'], { dayUseAllowed: false }, startChosen],
    ['the first blocked day after may end', ['2026-05-12', '2026-05-15'], {}, done('2026-05-12', '2026-05-15')],
    ['a later blocked date cannot be chosen', ['2026-05-12', '2026-05-20'], {}, startChosen],
    ['past the first blocked day: anew', ['2026-05-12', '2026-05-16'], {}, pending('2026-05-16', '2026-05-17')],
    ['a blocked date cannot start a stay', ['2026-05-15'], {}, emptyCalendarSelection],
    ['a past day cannot be chosen', ['2026-05-09'], {}, emptyCalendarSelection],
    ['today can start a stay', ['2026-05-10'], {}, pending('2026-05-10', '2026-05-11')],
    ['a third click starts anew', ['2026-05-12', '2026-05-14', '2026-05-18'], {}, pending('2026-05-18', '2026-05-19')],
    ['a malformed day is ignored', ['2026-5-12'], {}, emptyCalendarSelection],
  ])('%s', (_rule, days, overrides, expected) => {
    expect(clicks(days, { ...context, ...overrides })).toEqual(expected);
  });
});

describe('SPEC 4 "Calendar": undated mode chooses one start day, checkout = start + nights', () => {
  it.each<[number, string, string]>([
    [1, '2026-05-12', '2026-05-13'],
    [3, '2026-05-30', '2026-06-02'],
    [9, '2026-12-28', '2027-01-06'],
    [2, '2028-02-28', '2028-03-01'],
    [0, '2026-05-12', '2026-05-13'],
    [12, '2026-05-12', '2026-05-21'],
  ])('%i nights from %s end on %s (nights clamped to 1..9)', (nights, day, end) => {
    const undated = { ...context, undated: true, nights, blockedDates: [] };
    expect(clicks([day], undated)).toEqual(done(day, end));
    expect(clicks([day, day], undated)).toEqual(done(day, end));
  });

  it('SPEC 4 "Calendar": an undated start cannot be a blocked day', () => {
    expect(clicks(['2026-05-15'], { ...context, undated: true })).toEqual(emptyCalendarSelection);
  });
});

describe('SPEC 4 "Calendar": which days are selectable (rendering)', () => {
  it.each<[string, CalendarSelection, Partial<CalendarContext>, string, boolean]>([
    ['a past day', emptyCalendarSelection, {}, '2026-05-09', false],
    ['a free future day as a start', emptyCalendarSelection, {}, '2026-05-11', true],
    ['a blocked day as a start', complete, {}, '2026-05-15', false],
    ['the first blocked day as an end', startChosen, {}, '2026-05-15', true],
    ['a day between start and first blocked day', startChosen, {}, '2026-05-14', true],
    ['the second blocked day as an end', startChosen, {}, '2026-05-20', false],
    ['the start itself with day use', startChosen, {}, '2026-05-12', true],
    ['the start itself without day use', startChosen, { dayUseAllowed: false }, '2026-05-12', false],
    ['a day after a start with nothing blocked', startChosen, { blockedDates: [] }, '2026-06-01', true],
    ['issue 13: the 30th night after the start (the engine maximum)', startChosen, { blockedDates: [] }, '2026-06-11', true],
    ['issue 13: a 31st night after the start', startChosen, { blockedDates: [] }, '2026-06-12', false],
    ['issue 13: 50 nights after the start', startChosen, { blockedDates: [] }, '2026-07-01', false],
    ['issue 13: a far day once the stay is complete starts a new one', complete, { blockedDates: [] }, '2026-07-01', true],
  ])('SPEC 4 "Calendar": %s is selectable: %p', (_case, selection, overrides, day, expected) => {
    expect(isSelectable(day, selection, { ...context, ...overrides })).toBe(expected);
  });
});

describe('issue 13: a stay ends at the latest on the first blocked day or after the engine maximum of nights', () => {
  it('the engine prices at most 30 nights', () => {
    expect(searchLimits.maxStayNights).toBe(30);
  });

  it.each<[string, string[], string]>([
    ['2026-05-12', [], '2026-06-11'],
    ['2026-05-12', ['2026-05-20', '2026-05-15'], '2026-05-15'],
    ['2026-05-12', ['2026-07-01'], '2026-06-11'],
    ['2026-12-20', [], '2027-01-19'],
  ])('after %s among %j: %s', (start, blocked, expected) => {
    expect(lastCheckOut(start, blocked)).toBe(expected);
  });

  it('a click 50 nights on leaves the start waiting for an end', () => {
    expect(clicks(['2026-05-12', '2026-07-01'], { ...context, blockedDates: [] })).toEqual(pending('2026-05-12', '2026-05-13'));
  });
});

describe('SPEC 4 "Calendar": firstBlockedAfter', () => {
  it.each<[string, string[], string | null]>([
    ['2026-05-12', ['2026-05-20', '2026-05-15'], '2026-05-15'],
    ['2026-05-15', ['2026-05-20', '2026-05-15'], '2026-05-20'],
    ['2026-05-21', ['2026-05-20', '2026-05-15'], null],
    ['2026-12-31', ['2027-01-01'], '2027-01-01'],
    ['2026-05-12', [], null],
  ])('after %s among %j: %p', (start, blocked, expected) => {
    expect(firstBlockedAfter(start, blocked)).toBe(expected);
  });
});

describe('SPEC 4 "Calendar": the picked range as a stay', () => {
  it.each<[string, CalendarSelection, ReturnType<typeof selectionStay>]>([
    ['nothing picked', emptyCalendarSelection, null],
    ['only a start: next day', { ...startChosen, end: null }, stay('2026-05-12', '2026-05-13', false)],
    ['an end before the start: next day', done('2026-05-12', '2026-05-01'), stay('2026-05-12', '2026-05-13', false)],
    ['equal dates, not day use: next day', done('2026-05-12', '2026-05-12'), stay('2026-05-12', '2026-05-13', false)],
    ['a day use', dayUse('2026-05-12'), stay('2026-05-12', '2026-05-12', true)],
    ['a range', complete, stay('2026-05-12', '2026-05-14', false)],
  ])('%s', (_case, selection, expected) => {
    expect(selectionStay(selection)).toEqual(expected);
  });

  const booking = { checkIn: '2026-06-01', checkOut: '2026-06-04', checkOutBeforeDayUse: null, isDayUse: false };

  it.each<[string, string, string | null]>([
    ['on the same check-in, the stay’s checkout is remembered', '2026-06-01', '2026-06-04'],
    ['on another day, nothing is remembered', '2026-05-12', null],
  ])('SPEC 5 day use: checkout equals checkin; %s', (_case, day, remembered) => {
    expect(applyCalendarSelection(booking, dayUse(day))).toEqual({
      checkIn: day,
      checkOut: day,
      checkOutBeforeDayUse: remembered,
      isDayUse: true,
    });
  });

  it('SPEC 4 "Calendar": a range clears day use', () => {
    const dayUseBooking = { ...booking, checkOut: '2026-06-01', checkOutBeforeDayUse: '2026-06-04', isDayUse: true };
    expect(applyCalendarSelection(dayUseBooking, complete)).toEqual({
      checkIn: '2026-05-12',
      checkOut: '2026-05-14',
      checkOutBeforeDayUse: null,
      isDayUse: false,
    });
  });

  it('SPEC 4 "Calendar": nothing picked leaves the booking as it is', () => {
    expect(applyCalendarSelection(booking, emptyCalendarSelection)).toBe(booking);
  });

  it('SPEC 4 "Calendar": a booking’s stay opens as a finished selection', () => {
    expect(calendarSelectionOf({ ...booking })).toEqual(done('2026-06-01', '2026-06-04'));
  });
});

describe('SPEC 2.3, 9 "Calendar": remaining inventory shows only at 5 or fewer rooms', () => {
  it.each<[number | null | undefined, number | null]>([
    [0, null],
    [1, 1],
    [5, 5],
    [6, null],
    [100, null],
    [-1, null],
    [2.5, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%p rooms left shows %p', (left, shown) => {
    expect(visibleRemainingInventory(left)).toBe(shown);
  });
});
