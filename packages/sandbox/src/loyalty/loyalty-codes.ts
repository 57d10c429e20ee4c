import type { LoyaltyStatus } from '@hotel/contracts';

/** The loyalty platform's error codes as this sandbox answers them (1527, 1528 and 8006 are SPEC's). */
export const loyaltyCodes = {
  unauthorized: 401,
  forbidden: 403,
  memberNotFound: 1404,
  invalidSession: 1501,
  sessionOfAnotherIdentifier: 1502,
  otpLimit: 1510,
  tooManyAttempts: 1511,
  invalidOtp: 1523,
  noUsableOtp: 1524,
  invalidPassword: 1527,
  passwordMismatch: 1528,
  weakPassword: 1529,
  noPendingPassword: 1530,
  unknownBrand: 1531,
  notConfirmed: 1532,
  alreadyRegistered: 8006,
} as const;

export const messages = {
  invalidPassword: 'Invalid password',
  passwordMismatch: 'Re password not match',
  memberNotFound: 'No member with this e-mail',
  invalidOtp: 'Invalid OTP',
  alreadyRegistered: 'This e-mail address is already registered. Please log in.',
  notConfirmed: 'Please confirm your e-mail address first: open the link in the e-mail we sent you when you signed up.',
} as const;

export function successStatus(message = 'SUCCESS'): LoyaltyStatus {
  return { success: true, code: 200, message };
}
