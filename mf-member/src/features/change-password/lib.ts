import { isApiError, loyaltyFailure } from '@hotel/api';
import type { LoyaltyStatusResponse } from '@hotel/contracts';
import { passwordProblem, samePasswordProblem } from '@hotel/domain/validation';

/** SPEC 2.8 Change password: oldPassword, newPassword, confirmNewPassword. */
export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordProblems = Partial<Record<keyof ChangePasswordValues, 'required' | 'password' | 'samePassword'>>;

/**
 * SPEC 5 Passwords: all three fields required, the new password by the shared rule, the re-entry equal to it.
 * The current password is only required: it may predate today's rule.
 */
export function changePasswordProblems(values: Partial<ChangePasswordValues>): ChangePasswordProblems {
  const { oldPassword = '', newPassword = '', confirmNewPassword = '' } = values;
  const problems: ChangePasswordProblems = {
    oldPassword: oldPassword ? undefined : 'required',
    newPassword: passwordProblem(newPassword) ?? undefined,
    confirmNewPassword: samePasswordProblem(newPassword, confirmNewPassword) ?? undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as ChangePasswordProblems;
}

/** SPEC 8 Change password: a refused change shows the service's status message; anything else a generic one. */
export type ChangePasswordFailure = { kind: 'refused'; message: string } | { kind: 'unexpected' };

export function changePasswordFailureOf(error: unknown): ChangePasswordFailure {
  if (!isApiError(error) || error.status === 0) return { kind: 'unexpected' };
  const [message] = error.messages;
  return message ? { kind: 'refused', message } : { kind: 'unexpected' };
}

/** The loyalty platform may refuse with HTTP 200 and `status.success: false`; such an answer is thrown here. */
export function acceptedOrThrow<Answer extends LoyaltyStatusResponse>(answer: Answer): Answer {
  const failure = loyaltyFailure(answer);
  if (failure) throw failure;
  return answer;
}
