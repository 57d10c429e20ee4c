import { loyaltyError } from '../services/error-shapes';
import { loyaltyCodes, messages } from './loyalty-codes';

export const passwordRuleMessage = 'The password must be at least 8 characters long and contain both letters and digits';

/** Any new password (sign-up, forgotten, changed): at least 8 characters, with letters and digits. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** The checks every new password goes through: typed twice the same, then the rule. */
export function assertNewPassword(password: string, confirmation: string): void {
  if (password !== confirmation) throw loyaltyError(400, loyaltyCodes.passwordMismatch, messages.passwordMismatch);
  if (!meetsPasswordRule(password)) throw loyaltyError(400, loyaltyCodes.weakPassword, passwordRuleMessage);
}
