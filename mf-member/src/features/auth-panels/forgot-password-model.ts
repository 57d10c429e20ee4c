import type { GenerateTokenResponse, LoyaltyStatusResponse } from '@hotel/contracts';
import { attachApi, loyaltyFailure } from '@hotel/api';
import { $online } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import type { ForgotPasswordForm, OtpForm } from './forms';
import { requestFailureOf, type RequestFailure } from './lib';
import { $isOffline, loginStepChosen, panelClosed, submittedOffline } from './model';

/** The reset under way: whose, and the loyalty session its codes belong to. */
interface ResetSession {
  email: string;
  sessionId: string;
}

interface CodeSent extends ResetSession {
  /** When the last code went out (ms since the epoch): Resend waits 60 s from it (SPEC 4, 9). */
  sentAt: number;
}

const identityOf = (email: string) => ({ identifierType: 'EMAIL' as const, identifierValue: email });

/** A loyalty answer of HTTP 200 with `status.success: false` is a failure too (SPEC 8: its status.message shows). */
function succeeded<T extends LoyaltyStatusResponse>(answer: T): T {
  const failure = loyaltyFailure(answer);
  if (failure) throw failure;
  return answer;
}

export const forgotPasswordSubmitted = createEvent<ForgotPasswordForm>();
export const otpSubmitted = createEvent<OtpForm>();
export const resendRequested = createEvent();

/**
 * SPEC 4 Forgot password, in its order: a session token, the password change, then an OTP. token/generate
 * refuses a member's new password, so it may give no session; password/forget then opens one and answers its id.
 */
export const requestResetFx = attachApi(async (api, { email, password, passwordConfirmation }: ForgotPasswordForm): Promise<CodeSent> => {
  const identity = identityOf(email.trim());
  const token = await api.loyalty.generateToken({ ...identity, password, confirmPassword: passwordConfirmation }).catch(() => null);
  const forget = succeeded(
    await api.loyalty.forgetPassword({ ...identity, password, confirmPassword: passwordConfirmation, sessionId: token?.user?.sessionId ?? '' }),
  );
  // The platform answers password/forget with the session it kept or opened (typed as a plain status answer).
  const sessionId = (forget as Partial<GenerateTokenResponse>).user?.sessionId ?? token?.user?.sessionId ?? '';
  succeeded(await api.loyalty.generateOtp({ ...identity, sessionId }));
  return { email: identity.identifierValue, sessionId, sentAt: Date.now() };
});

export const resendOtpFx = attachApi(async (api, { email, sessionId }: ResetSession): Promise<number> => {
  succeeded(await api.loyalty.generateOtp({ ...identityOf(email), sessionId }));
  return Date.now();
});

export const validateOtpFx = attachApi(async (api, { email, sessionId, otp }: ResetSession & OtpForm): Promise<void> => {
  succeeded(await api.loyalty.validateOtp({ ...identityOf(email), sessionId, otp: otp.trim() }));
});

export const $resetSession = createStore<ResetSession | null>(null)
  .on(requestResetFx.doneData, (_, { email, sessionId }) => ({ email, sessionId }))
  .reset(panelClosed);

export const $codeSentAt = createStore<number | null>(null)
  .on(requestResetFx.doneData, (_, { sentAt }) => sentAt)
  .on(resendOtpFx.doneData, (_, sentAt) => sentAt)
  .reset(panelClosed);

export const $requestPending = requestResetFx.pending;
export const $otpPending = combine(validateOtpFx.pending, resendOtpFx.pending, (validating, resending) => validating || resending);

/** SPEC 8 Forgot password: status.message above the confirm button of the step that failed. */
export const $requestFailure = createStore<RequestFailure | null>(null)
  .on(requestResetFx.failData, (_, error) => requestFailureOf(error))
  .reset(requestResetFx, loginStepChosen, panelClosed);

export const $otpFailure = createStore<RequestFailure | null>(null)
  .on([validateOtpFx.failData, resendOtpFx.failData], (_, error) => requestFailureOf(error))
  .reset(validateOtpFx, resendOtpFx, panelClosed);

interface SendSource {
  online: boolean;
  pending: boolean;
}
interface SessionSource extends SendSource {
  session: ResetSession | null;
}

const sendable = (source: SendSource) => source.online && !source.pending;
/** A code is checked or resent only online, for a reset under way, and not while another call is. */
const withSession = (source: SessionSource): source is SessionSource & { session: ResetSession } => sendable(source) && source.session !== null;

sample({
  clock: forgotPasswordSubmitted,
  source: { online: $online, pending: $requestPending },
  filter: sendable,
  fn: (_, form) => form,
  target: requestResetFx,
});
sample({
  clock: otpSubmitted,
  source: { online: $online, pending: $otpPending, session: $resetSession },
  filter: withSession,
  fn: ({ session }, { otp }) => ({ ...session, otp }),
  target: validateOtpFx,
});
sample({
  clock: resendRequested,
  source: { online: $online, pending: $otpPending, session: $resetSession },
  filter: withSession,
  fn: ({ session }) => session,
  target: resendOtpFx,
});
sample({ clock: [forgotPasswordSubmitted, otpSubmitted, resendRequested], filter: $isOffline, target: submittedOffline });

sample({ clock: requestResetFx.done, fn: () => 'verifyOtp' as const, target: loginStepChosen });
sample({ clock: validateOtpFx.done, fn: () => 'passwordChanged' as const, target: loginStepChosen });
