import type { LoyaltyCustomerPayload, Locale } from '@hotel/contracts';
import { attachApi, isApiError } from '@hotel/api';
import type { SendablePhone } from './lib/customer-payload';
import { AlreadyMemberError, alreadyRegisteredCode, type OtpOutcome, otpOutcomeOf, throwIfRefused } from './lib/failures';
import type { SignUpValues } from './lib/sign-up-values';

/** The loyalty platform's sign-up session, opened by token/generate and proved by the OTP. */
export interface LoyaltySession {
  email: string;
  sessionId: string;
}

export interface VerifyParams {
  session: LoyaltySession;
  otp: string;
  phone: SendablePhone;
  language: Locale;
}

const identity = (email: string) => ({ identifierType: 'EMAIL' as const, identifierValue: email });

/** SPEC 4 Sign-up: token generated (the password chosen), then the OTP e-mailed. */
export const startSignUpFx = attachApi(async (api, values: SignUpValues): Promise<LoyaltySession> => {
  const email = values.emailInput.trim();
  const generated = await api.loyalty.generateToken({ ...identity(email), password: values.passwordInput, confirmPassword: values.rePasswordInput });
  throwIfRefused(generated);
  // For an address that is already a member's, token/generate is that member's log-in, not a sign-up.
  if (generated.user?.userRegisteredForPassword) throw new AlreadyMemberError();
  const sessionId = generated.user?.sessionId;
  if (!sessionId) throw new Error('token/generate answered without a session');
  throwIfRefused(await api.loyalty.generateOtp({ ...identity(email), sessionId }));
  return { email, sessionId };
});

export const resendOtpFx = attachApi(async (api, session: LoyaltySession): Promise<void> => {
  throwIfRefused(await api.loyalty.generateOtp({ ...identity(session.email), sessionId: session.sessionId }));
});

/** SPEC 7.3: sign-up's validateOTP also sends the phone (prefix and national number) and the language. */
export const verifyOtpFx = attachApi(async (api, { session, otp, phone, language }: VerifyParams): Promise<OtpOutcome> => {
  try {
    const answer = await api.loyalty.validateOtp({
      ...identity(session.email),
      sessionId: session.sessionId,
      otp,
      phonePrefix: phone.prefix,
      phoneNumber: phone.number,
      language,
    });
    return otpOutcomeOf(answer);
  } catch (error) {
    // 8006 counts as success however it travels (SPEC 8); the sandbox sends it with HTTP 200.
    if (isApiError(error) && error.code === alreadyRegisteredCode) return { kind: 'alreadyRegistered', message: error.title };
    throw error;
  }
});

export interface NewCustomer {
  email: string;
  payload: LoyaltyCustomerPayload;
  /** The token the OTP gave this new member: they are not signed in until they confirm their e-mail. */
  loyaltyToken: string;
}

/** SPEC 3: the loyalty customer, source WEB on sign-up. */
export const saveCustomerFx = attachApi(async (api, { email, payload, loyaltyToken }: NewCustomer) => {
  throwIfRefused(await api.loyalty.addCustomer(email, payload, 'WEB', loyaltyToken));
});
