import type { AuthPanel } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $env, $online, authPanelRequested, onlineChanged } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';
import { type NewPasswordForm, type ResetFailure, resetFailureOf } from './lib';

/** The two panels the member app draws; a reset link opens the login drawer on its reset step. */
export type DrawerPanel = 'login' | 'signup';
/**
 * SPEC 2.8 login drawer steps: the three modes (sign-in, look-up account, forgot password with its OTP step), the
 * reset step of an e-mailed link, and the "password changed" screen both ways of resetting end on.
 */
export type LoginStep = 'signIn' | 'lookUp' | 'forgotPassword' | 'verifyOtp' | 'resetPassword' | 'passwordChanged';

export interface PanelsRequest {
  initialPanel: AuthPanel;
  resetPasswordToken: string | null;
}

interface UpdatePasswordParams extends NewPasswordForm {
  hotelId: number;
  token: string;
}

/** The route asked for a panel: `/login`, `/signup`, or a reset link (`/?reset_password_token=…`). */
export const panelsRequested = createEvent<PanelsRequest>();
export const panelClosed = createEvent();
/** "Go to sign in" on the password-changed screen. */
export const signInStepRequested = createEvent();
/** A link inside the drawer moved to another mode, or a mode finished its step. */
export const loginStepChosen = createEvent<LoginStep>();
/** A form was sent while the browser was offline (SPEC 4: sign-in and sign-up need it online). */
export const submittedOffline = createEvent();
export const newPasswordSubmitted = createEvent<NewPasswordForm>();

export const updatePasswordFx = attachApi((api, { hotelId, token, password, passwordConfirmation }: UpdatePasswordParams) =>
  api.booking.updatePassword(hotelId, {
    reset_password_token: token,
    password,
    password_confirmation: passwordConfirmation,
  }),
);

const opensResetStep = ({ initialPanel, resetPasswordToken }: PanelsRequest) =>
  initialPanel === 'resetPassword' && Boolean(resetPasswordToken);

/** SPEC 4: the login and sign-up panels are mutually exclusive. */
export const $openPanel = createStore<DrawerPanel | null>(null)
  .on(panelsRequested, (_, { initialPanel }) => (initialPanel === 'signup' ? 'signup' : 'login'))
  .on(authPanelRequested, (_, panel) => panel)
  .reset(panelClosed);

export const $loginStep = createStore<LoginStep>('signIn')
  .on(panelsRequested, (_, request) => (opensResetStep(request) ? 'resetPassword' : 'signIn'))
  .on(updatePasswordFx.done, () => 'passwordChanged')
  .on(loginStepChosen, (_, step) => step)
  .reset(signInStepRequested, authPanelRequested, panelClosed);

/** SPEC 8 "You are Offline", until the connection changes or the visitor moves on. */
export const $offlineNotice = createStore(false)
  .on(submittedOffline, () => true)
  .reset(onlineChanged, loginStepChosen, signInStepRequested, panelClosed);

export const $isOffline = $online.map((online) => !online);

/** The engine revokes a reset token once it is used, so it is forgotten after a successful change. */
export const $resetPasswordToken = createStore<string | null>(null)
  .on(panelsRequested, (_, request) => (opensResetStep(request) ? request.resetPasswordToken : null))
  .reset(updatePasswordFx.done, panelClosed);

export const $resetFailure = createStore<ResetFailure | null>(null)
  .on(updatePasswordFx.failData, (_, error) => resetFailureOf(error))
  .reset(updatePasswordFx, panelsRequested, panelClosed);

export const $resetPending = updatePasswordFx.pending;

export const $memberHotelId = $env.map((env) => env?.globalHotelId ?? null);

interface SubmitSource {
  hotelId: number | null;
  token: string | null;
  pending: boolean;
}

/** A change is sent only with the member hotel known, a token in hand, and no change already under way. */
const canSubmit = (source: SubmitSource): source is SubmitSource & { hotelId: number; token: string } =>
  source.hotelId !== null && source.token !== null && !source.pending;

sample({
  clock: newPasswordSubmitted,
  source: { hotelId: $memberHotelId, token: $resetPasswordToken, pending: $resetPending },
  filter: canSubmit,
  fn: ({ hotelId, token }, form) => ({ hotelId, token, ...form }),
  target: updatePasswordFx,
});
