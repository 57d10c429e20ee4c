import type { CancellationPolicySeed } from '../../seed/catalogue-types';
import { daysBetween } from '../pricing/stay';

/**
 * The percent of a room's price a cancellation costs `daysBefore` days before check-in: the rule with the
 * fewest days that still covers `daysBefore`; nothing before the first rule; the no-show rate once the
 * stay has begun.
 */
export function cancellationPercent(policy: CancellationPolicySeed | undefined, daysBefore: number): number {
  if (!policy) return 0;
  if (daysBefore < 0) return policy.noShowPercent;
  if (policy.freeUntilDaysBefore !== null && daysBefore > policy.freeUntilDaysBefore) return 0;
  const covering = policy.rules.filter((rule) => daysBefore <= rule.daysBefore).sort((a, b) => a.daysBefore - b.daysBefore);
  return covering[0]?.percent ?? (policy.freeUntilDaysBefore === null ? 100 : 0);
}

export function cancellationFee(price: number, policy: CancellationPolicySeed | undefined, checkin: string, today: string): number {
  return Math.round((price * cancellationPercent(policy, daysBetween(today, checkin))) / 100);
}
