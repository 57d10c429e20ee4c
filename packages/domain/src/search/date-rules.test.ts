import { defaultStayDates, isIsoDate, nightsBetween, normalizeSearchDates } from './date-rules';

const today = '2026-05-10';
const fallback = { checkIn: '2026-05-17', checkOut: '2026-05-18' };

describe('SPEC 4 "Dates from URL": normalizeSearchDates', () => {
  it.each([
    ['future dates are kept', '2026-06-01', '2026-06-03', { checkIn: '2026-06-01', checkOut: '2026-06-03' }],
    ['a stay starting today is kept', today, '2026-05-11', { checkIn: today, checkOut: '2026-05-11' }],
    ['equal dates are kept (a day use)', '2026-06-01', '2026-06-01', { checkIn: '2026-06-01', checkOut: '2026-06-01' }],
    ['a past check-in gives +7/+8', '2026-05-09', '2026-05-12', fallback],
    ['both dates past give +7/+8', '2025-01-01', '2025-01-02', fallback],
    ['a check-in after the check-out gives +7/+8', '2026-06-03', '2026-06-01', fallback],
    ['a missing check-in gives +7/+8', null, '2026-06-01', fallback],
    ['a missing check-out gives +7/+8', '2026-06-01', undefined, fallback],
    ['an impossible day gives +7/+8', '2026-02-30', '2026-03-02', fallback],
    ['a month 13 gives +7/+8', '2026-13-01', '2026-13-02', fallback],
    ['another format gives +7/+8', '2026/06/01', '2026/06/02', fallback],
    ['an unpadded date gives +7/+8', '2026-6-1', '2026-6-2', fallback],
    ['free text gives +7/+8', '<script>', 'tomorrow', fallback],
  ])('%s', (_rule, checkIn, checkOut, expected) => {
    expect(normalizeSearchDates({ checkIn, checkOut }, today)).toEqual(expected);
  });

  it.each([
    ['month end', '2026-01-28', { checkIn: '2026-02-04', checkOut: '2026-02-05' }],
    ['year end', '2026-12-28', { checkIn: '2027-01-04', checkOut: '2027-01-05' }],
    ['leap February', '2028-02-22', { checkIn: '2028-02-29', checkOut: '2028-03-01' }],
    ['common February', '2027-02-22', { checkIn: '2027-03-01', checkOut: '2027-03-02' }],
  ])('SPEC 4 "Dates from URL": the +7/+8 default crosses the %s', (_edge, from, expected) => {
    expect(defaultStayDates(from)).toEqual(expected);
    expect(normalizeSearchDates({}, from)).toEqual(expected);
  });
});

describe('SPEC 3 booking dates: isIsoDate', () => {
  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-12-31', true],
    ['2026-00-10', false],
    ['', false],
    [20260510, false],
    [null, false],
  ])('%p is a calendar date: %p', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('SPEC 4 stay length: nightsBetween', () => {
  it.each([
    ['2026-05-10', '2026-05-11', 1],
    ['2026-05-10', '2026-05-10', 0],
    ['2026-12-30', '2027-01-02', 3],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-05-12', '2026-05-10', 0],
  ])('%s to %s is %i nights', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });
});
