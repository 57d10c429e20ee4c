import type { LoyaltyApi } from '@hotel/api';
import { emailProblem, nameProblem, otpProblem, passwordProblem, phoneProblem, required, samePasswordProblem } from '@hotel/domain/validation';
import { dialCodeOf } from './phone-codes';

/** Values of the drawer's forms, and what is wrong with them (SPEC 5 "Login", "Look-up form", "Passwords", "OTP"). */
export interface SignInForm {
  email: string;
  password: string;
}

export type LookUpBy = 'phone' | 'email' | 'card';

export interface LookUpForm {
  by: LookUpBy;
  /** ISO country of the phone's country code. */
  country: string;
  phone: string;
  email: string;
  lastNameKana: string;
  firstNameKana: string;
  cardNumber: string;
}

export interface ForgotPasswordForm {
  email: string;
  password: string;
  passwordConfirmation: string;
}

export interface OtpForm {
  otp: string;
}

type Errors<T> = Partial<Record<keyof T, string>>;
const compact = <T>(errors: Errors<T>): Errors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem)) as Errors<T>;

/** SPEC 5 Login: email required and valid; password required. */
export function validateSignIn({ email = '', password = '' }: Partial<SignInForm>): Errors<SignInForm> {
  return compact<SignInForm>({ email: emailProblem(email, { required: true }) ?? undefined, password: password ? undefined : 'required' });
}

/** SPEC 5 Look-up form: only the fields of the chosen key; the phone by the Japanese rule at country code 81. */
export function validateLookUp(values: Partial<LookUpForm>): Errors<LookUpForm> {
  const { by = 'email', country = '', phone = '', email = '', lastNameKana = '', firstNameKana = '', cardNumber = '' } = values;
  if (by === 'email') return compact<LookUpForm>({ email: emailProblem(email, { required: true }) ?? undefined });
  if (by === 'phone') {
    const countryCode = dialCodeOf(country);
    return compact<LookUpForm>({ country: countryCode ? undefined : 'required', phone: phoneProblem(phone, { required: true, countryCode }) ?? undefined });
  }
  return compact<LookUpForm>({
    lastNameKana: nameProblem(lastNameKana, 'katakana') ?? undefined,
    firstNameKana: nameProblem(firstNameKana, 'katakana') ?? undefined,
    cardNumber: required(cardNumber) ?? undefined,
  });
}

export type LookUpKey = Parameters<LoyaltyApi['lookUpAccount']>[0];

/** What the look-up sends: one key, the phone as digits without its leading 0 (SPEC 5 "For sending"). */
export function lookUpKeyOf(form: LookUpForm): LookUpKey {
  if (form.by === 'email') return { identifierType: 'EMAIL', identifierValue: form.email.trim() };
  if (form.by === 'phone') {
    return { identifierType: 'MOBILE', phonePrefix: dialCodeOf(form.country), identifierValue: form.phone.replace(/\D/g, '').replace(/^0/, '') };
  }
  return {
    identifierType: 'CARD',
    identifierValue: form.cardNumber.trim(),
    lastNameKana: form.lastNameKana.trim(),
    firstNameKana: form.firstNameKana.trim(),
  };
}

/** The message of the forgot-password flow's re-entry, which SPEC 5 words 'Re password not match'. */
export const forgotMismatchMessageId = 'member.login.forgot.passwordMismatch';

/** SPEC 4 "Forgot password", SPEC 5 Passwords: e-mail, the password rule, and the re-entry equal to it. */
export function validateForgotPassword({ email = '', password = '', passwordConfirmation = '' }: Partial<ForgotPasswordForm>): Errors<ForgotPasswordForm> {
  const again = samePasswordProblem(password, passwordConfirmation);
  return compact<ForgotPasswordForm>({
    email: emailProblem(email, { required: true }) ?? undefined,
    password: passwordProblem(password) ?? undefined,
    passwordConfirmation: again === 'samePassword' ? forgotMismatchMessageId : (again ?? undefined),
  });
}

/** SPEC 5 OTP: exactly 6 digits before verify is sent. */
export function validateOtp({ otp = '' }: Partial<OtpForm>): Errors<OtpForm> {
  return compact<OtpForm>({ otp: otpProblem(otp) ?? undefined });
}
