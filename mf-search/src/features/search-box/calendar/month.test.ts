import { addMonths, monthShowing, monthWeeks, movedFocus, sameDayInMonth } from './month';

const bounds = { first: '2031-03-05', last: '2032-02-29' };

describe('calendar months', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2031-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2031-03-01']);
    expect(weeks.at(-1)?.filter(Boolean)).toEqual(['2031-03-30', '2031-03-31']);
  });

  it('adds months across years and keeps the day within a shorter month', () => {
    expect(addMonths('2031-11', 3)).toBe('2032-02');
    expect(addMonths('2031-01', -1)).toBe('2030-12');
    expect(sameDayInMonth('2031-01-31', 1)).toBe('2031-02-28');
  });

  it('moves the view as little as possible to show a day', () => {
    expect(monthShowing('2031-05-02', '2031-04', 2)).toBe('2031-04');
    expect(monthShowing('2031-06-02', '2031-04', 2)).toBe('2031-05');
    expect(monthShowing('2031-03-30', '2031-04', 2)).toBe('2031-03');
    expect(monthShowing('2031-05-02', '2031-04', 1)).toBe('2031-05');
  });
});

describe('grid keys (WAI-ARIA date grid)', () => {
  it.each([
    ['ArrowRight', '2031-03-13'],
    ['ArrowLeft', '2031-03-11'],
    ['ArrowDown', '2031-03-19'],
    ['ArrowUp', '2031-03-05'],
    ['Home', '2031-03-09'],
    ['End', '2031-03-15'],
    ['PageDown', '2031-04-12'],
    ['PageUp', '2031-03-05'],
  ])('%s from Wednesday 12 March goes to %s', (key, day) => {
    expect(movedFocus('2031-03-12', key, bounds)).toBe(day);
  });

  it('stays within the bookable days and ignores other keys', () => {
    expect(movedFocus('2031-03-06', 'ArrowUp', bounds)).toBe('2031-03-05');
    expect(movedFocus('2032-02-20', 'PageDown', bounds)).toBe('2032-02-29');
    expect(movedFocus('2031-03-12', 'a', bounds)).toBeNull();
  });
});
