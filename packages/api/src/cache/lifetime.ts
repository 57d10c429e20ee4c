const second = 1000;
const unitMs = {
  s: second,
  m: 60 * second,
  h: 60 * 60 * second,
  d: 24 * 60 * 60 * second,
  y: 365 * 24 * 60 * 60 * second,
} as const;

/**
 * Milliseconds of a cache lifetime (SPEC 7.4): a whole positive number and a unit y, d, h, m or s, e.g. `5m`,
 * `2h`, `1d`, `1y` (a year is 365 days). Anything else throws: lifetimes are constants, so that is a bug.
 */
export function parseLifetime(lifetime: string): number {
  const match = /^([1-9]\d*)([ydhms])$/.exec(lifetime);
  if (!match) throw new RangeError(`Invalid cache lifetime "${lifetime}": expected a number and y, d, h, m or s`);
  const [, amount, unit] = match as unknown as [string, string, keyof typeof unitMs];
  return Number(amount) * unitMs[unit];
}
