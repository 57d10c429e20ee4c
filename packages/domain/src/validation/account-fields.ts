import { meetsPasswordRule } from '../member/password';

/** SPEC 9: a one-time password has 6 digits. */
export const otpLength = 6;

/** SPEC 5: "exactly 6 numeric digits before verify is sent". */
export function otpProblem(value: string): 'required' | 'otp' | null {
  const otp = value.trim();
  if (!otp) return 'required';
  return new RegExp(`^\\d{${otpLength}}$`).test(otp) ? null : 'otp';
}

/** SPEC 5 Passwords: required, then the shared password rule. Passwords are never trimmed: a space is part of one. */
export function passwordProblem(password: string): 'required' | 'password' | null {
  if (!password) return 'required';
  return meetsPasswordRule(password) ? null : 'password';
}

/** SPEC 5 Passwords: the re-entered password is required and must equal the password. */
export function samePasswordProblem(password: string, again: string): 'required' | 'samePassword' | null {
  if (!again) return 'required';
  return again === password ? null : 'samePassword';
}
