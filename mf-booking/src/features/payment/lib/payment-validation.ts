import type { PaymentMethodCode } from '@hotel/contracts';

export interface PaymentRules {
  isMember: boolean;
  /** The member's balance, null while it loads. */
  points: number | null;
  total: number;
}

/** Form-level rules beyond the card fields: points need a member with enough of them (SPEC 5 "Points"). */
export function paymentProblems(method: PaymentMethodCode | undefined, { isMember, points, total }: PaymentRules): Record<string, string> {
  if (!method) return { method: 'required' };
  if (method !== 'points') return {};
  if (!isMember) return { method: 'booking.payment.points.loginNeeded' };
  if (points === null || points < total) return { method: 'booking.payment.points.notEnough' };
  return {};
}
