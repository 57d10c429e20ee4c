import { parseLifetime } from './lifetime';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('cache lifetimes (SPEC 7.4: a number plus y, d, h, m or s)', () => {
  it.each([
    ['30s', 30 * second],
    ['1m', minute],
    ['2m', 2 * minute],
    ['5m', 5 * minute],
    ['30m', 30 * minute],
    ['2h', 2 * hour],
    ['1d', day],
    ['7d', 7 * day],
    ['1y', 365 * day],
    ['90m', 90 * minute],
  ])('%s lasts %i ms', (lifetime, ms) => {
    expect(parseLifetime(lifetime)).toBe(ms);
  });

  it.each(['', '5', 'm', '0m', '05m', '-1d', '1.5h', '1w', '1D', ' 1d', '1d ', '1 d', '1dd', 'd1'])('rejects %p', (lifetime) => {
    expect(() => parseLifetime(lifetime)).toThrow(RangeError);
  });
});
