import { $locale, $online, onlineChanged } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import {
  type LoyaltySession,
  resendOtpFx,
  saveCustomerFx,
  startSignUpFx,
  verifyOtpFx,
} from './effects';
import { defaultDialCode } from './lib/countries';
import { sendablePhone, signUpCustomer } from './lib/customer-payload';
import { type OtpOutcome, type SignUpFailure, signUpFailureOf } from './lib/failures';
import { chosenPrefix, type SignUpValues } from './lib/sign-up-values';

export type SignUpStep = 'form' | 'otp' | 'done';

/** What the thank-you step says (SPEC 2.8, SPEC 8 "OTP validate"). */
export type SignUpResult =
  | { kind: 'registered'; email: string; profileSaved: boolean }
  | { kind: 'alreadyRegistered'; message: string };

/** The panel opened: SPEC 4 "opening sign-up resets the step". */
export const signUpOpened = createEvent();
/** The panel closed: nothing typed into it outlives it (a password least of all). */
export const signUpClosed = createEvent();
export const formSubmitted = createEvent<SignUpValues>();
export const otpSubmitted = createEvent<string>();
export const resendRequested = createEvent();
/** SPEC 4: back from the OTP step returns to the form and forgets the loyalty session. */
export const backToFormRequested = createEvent();

const created = (outcome: OtpOutcome) => outcome.kind === 'created';

/** What the visitor typed, kept while the OTP step is shown so Back never loses it. */
export const $draft = createStore<SignUpValues | null>(null).on(formSubmitted, (_, values) => values).reset(signUpOpened, signUpClosed);

export const $session = createStore<LoyaltySession | null>(null)
  .on(startSignUpFx.doneData, (_, session) => session)
  .reset(backToFormRequested, signUpOpened, signUpClosed, verifyOtpFx.done);

export const $result = createStore<SignUpResult | null>(null)
  .on(verifyOtpFx.doneData, (_, outcome) => (outcome.kind === 'alreadyRegistered' ? outcome : null))
  .on(saveCustomerFx.finally, (_, { params, status }) => ({ kind: 'registered', email: params.email, profileSaved: status === 'done' }))
  .reset(signUpOpened, signUpClosed);

export const $step = createStore<SignUpStep>('form')
  .on(startSignUpFx.done, () => 'otp')
  .on($result.updates, (step, result) => (result ? 'done' : step))
  .reset(backToFormRequested, signUpOpened, signUpClosed);

export const $formFailure = createStore<SignUpFailure | null>(null)
  .on(startSignUpFx.failData, (_, error) => signUpFailureOf(error))
  .reset(startSignUpFx, backToFormRequested, signUpOpened, signUpClosed);

export const $otpFailure = createStore<SignUpFailure | null>(null)
  .on([verifyOtpFx.failData, resendOtpFx.failData], (_, error) => signUpFailureOf(error))
  .reset(verifyOtpFx, resendOtpFx, startSignUpFx.done, backToFormRequested, signUpOpened, signUpClosed);

/** Counts the codes sent; each new one restarts the resend countdown (SPEC 4). */
export const $codesSent = createStore(0).on([startSignUpFx.done, resendOtpFx.done], (count) => count + 1).reset(signUpOpened, signUpClosed);

/** SPEC 5 "must be online else alert 'You are Offline'": shown on an attempt made offline, nothing is sent. */
export const $offlineNotice = createStore(false).reset(signUpOpened, signUpClosed, startSignUpFx, verifyOtpFx, resendOtpFx, backToFormRequested);
sample({ clock: onlineChanged, filter: Boolean, fn: () => false, target: $offlineNotice });

export const $submitting = startSignUpFx.pending;
export const $resending = resendOtpFx.pending;
export const $verifying = combine(verifyOtpFx.pending, saveCustomerFx.pending, (...pending) => pending.some(Boolean));
const $busy = combine($submitting, $resending, $verifying, (...pending) => pending.some(Boolean));

sample({ clock: [formSubmitted, otpSubmitted, resendRequested], source: $online, filter: (online) => !online, fn: () => true, target: $offlineNotice });

sample({ clock: formSubmitted, source: { online: $online, busy: $busy }, filter: ({ online, busy }) => online && !busy, fn: (_, values) => values, target: startSignUpFx });

sample({
  clock: otpSubmitted,
  source: { session: $session, draft: $draft, locale: $locale, online: $online, busy: $busy },
  filter: ({ session, draft, online, busy }) => session !== null && draft !== null && online && !busy,
  fn: ({ session, draft, locale }, otp) => ({
    session: session as LoyaltySession,
    otp,
    phone: phoneOf(draft as SignUpValues),
    language: locale,
  }),
  target: verifyOtpFx,
});

sample({
  clock: resendRequested,
  source: { session: $session, online: $online, busy: $busy },
  filter: ({ session, online, busy }) => session !== null && online && !busy,
  fn: ({ session }) => session as LoyaltySession,
  target: resendOtpFx,
});

// SPEC 4: verified → thank-you. The profile typed is written with the OTP's own token; the member signs in once
// the e-mail is confirmed (an unconfirmed account cannot sign in).
sample({
  clock: verifyOtpFx.done,
  source: { draft: $draft, locale: $locale },
  filter: ({ draft }, { result }) => draft !== null && created(result),
  fn: ({ draft, locale }, { params, result }) => {
    const values = draft as SignUpValues;
    return {
      email: params.session.email,
      payload: signUpCustomer(values, phoneOf(values), locale),
      loyaltyToken: result.kind === 'created' ? result.loyaltyToken : '',
    };
  },
  target: saveCustomerFx,
});

function phoneOf(values: SignUpValues) {
  return sendablePhone(values.phoneNumber, chosenPrefix(values, defaultDialCode(values.country)));
}
