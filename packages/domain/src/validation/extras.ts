import type { Extra } from '@hotel/contracts';

/**
 * SPEC 5: an extra's quantity choices run from min_unit to max_unit. Not ordering it stays possible: 0 comes
 * first when min_unit is above 0, and a quantity of zero is simply not sent.
 */
export function extraQuantityOptions(extra: Pick<Extra, 'min_unit' | 'max_unit'>): number[] {
  const options: number[] = extra.min_unit > 0 ? [0] : [];
  for (let quantity = Math.max(0, extra.min_unit); quantity <= extra.max_unit; quantity += 1) options.push(quantity);
  return options;
}
