import { isStayTooLong, longestStayCheckOut } from './stay-length';

describe('issue 13: the engine prices stays of at most 30 nights', () => {
  it.each([
    ['2030-12-03', '2031-01-02', false, 'exactly 30 nights'],
    ['2030-12-03', '2031-01-03', true, '31 nights'],
    ['2030-12-03', '2031-01-22', true, '50 nights'],
    ['2030-12-03', '2030-12-04', false, 'one night'],
  ])('%s to %s is too long: %p (%s)', (checkIn, checkOut, tooLong) => {
    expect(isStayTooLong({ checkIn, checkOut })).toBe(tooLong);
  });

  it('a day use is never too long', () => {
    expect(isStayTooLong({ checkIn: '2030-12-03', checkOut: '2030-12-03', isDayUse: true })).toBe(false);
  });

  it('the longest stay from a check-in ends 30 nights later, across a year end', () => {
    expect(longestStayCheckOut('2030-12-20')).toBe('2031-01-19');
  });
});
