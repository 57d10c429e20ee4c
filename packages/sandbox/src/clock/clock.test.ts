import { fixedClock, japanClockText, japanDate, japanDateTime, japanToday } from './clock';

describe('Japan time (issue 11: "today" and every deadline in Asia/Tokyo, not the server zone)', () => {
  it.each([
    ['2026-11-23T14:59:59Z', '2026-11-23', 'one second before midnight in Tokyo'],
    ['2026-11-23T15:00:00Z', '2026-11-24', 'midnight in Tokyo, still the 23rd in UTC'],
    ['2026-11-23T15:30:00Z', '2026-11-24', '00:30 JST: the case the issue names'],
    ['2026-11-24T08:59:00Z', '2026-11-24', '17:59 JST'],
    ['2026-12-31T15:00:00Z', '2027-01-01', 'new year arrives in Tokyo first'],
  ])('%s is %s in Japan (%s)', (instant, expected) => {
    expect(japanDate(new Date(instant))).toBe(expected);
    expect(japanToday(fixedClock(instant))).toBe(expected);
  });

  it('writes a pay-later due time in Japan time without changing the instant', () => {
    const due = new Date('2026-11-23T19:30:00Z');
    expect(japanDateTime(due)).toBe('2026-11-24T04:30:00+09:00');
    expect(Date.parse(japanDateTime(due))).toBe(due.getTime());
    expect(japanClockText(due)).toBe('2026-11-24 04:30 (JST)');
  });

  it('a fixed clock does not move and refuses a date it cannot read', () => {
    const clock = fixedClock('2026-11-23T15:30:00Z');
    const first = clock.now();
    first.setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-11-23T15:30:00.000Z');
    expect(() => fixedClock('tomorrow')).toThrow('not a valid instant');
  });
});
