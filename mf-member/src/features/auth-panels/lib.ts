import { isApiError } from '@hotel/api';
import { meetsPasswordRule } from '@hotel/domain';

/** The values of the reset-password form (SPEC 2.8, forgot-password "re-enter-password" step). */
export interface NewPasswordForm {
  password: string;
  passwordConfirmation: string;
}

type FieldMessageId = 'member.form.required' | 'member.form.passwordRule' | 'member.form.passwordMismatch';
export type NewPasswordErrors = Partial<Record<keyof NewPasswordForm, FieldMessageId>>;

/** SPEC 5: both fields required, the password rule, and the re-entry equal to the password. */
export function validateNewPassword(values: Partial<NewPasswordForm>): NewPasswordErrors {
  const { password = '', passwordConfirmation = '' } = values;
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'member.form.required';
  else if (!meetsPasswordRule(password)) errors.password = 'member.form.passwordRule';
  if (!passwordConfirmation) errors.passwordConfirmation = 'member.form.required';
  else if (passwordConfirmation !== password) errors.passwordConfirmation = 'member.form.passwordMismatch';
  return errors;
}

/** Why a password change failed, in the terms the visitor is told (SPEC 8 "Forgot password"). */
export type ResetFailure =
  | { kind: 'expiredLink' }
  | { kind: 'network' }
  | { kind: 'server'; title: string }
  | { kind: 'unexpected' };

export function resetFailureOf(error: unknown): ResetFailure {
  if (!isApiError(error)) return { kind: 'unexpected' };
  // The engine answers 401 for a reset token that is unknown, used or past its hour.
  if (error.status === 401) return { kind: 'expiredLink' };
  if (error.status === 0) return { kind: 'network' };
  const [title] = error.messages;
  return title ? { kind: 'server', title } : { kind: 'unexpected' };
}

/** Why a sign-in, look-up or forgot-password call failed (SPEC 8 "Login failure", "Forgot password"). */
export type RequestFailure = Exclude<ResetFailure, { kind: 'expiredLink' }>;

/** The server's own words when it gave some (`status.message` or the first title), else what went wrong. */
export function requestFailureOf(error: unknown): RequestFailure {
  if (!isApiError(error)) return { kind: 'unexpected' };
  if (error.status === 0) return { kind: 'network' };
  const [title] = error.messages;
  return title ? { kind: 'server', title } : { kind: 'unexpected' };
}

/** SPEC 4, 9: Resend is disabled for 60 s after entering the OTP step and after each resend. */
export const otpResendDelayMs = 60_000;
