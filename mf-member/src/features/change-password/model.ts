import type { User } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $user, toastShown } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';
import { acceptedOrThrow, type ChangePasswordFailure, changePasswordFailureOf, type ChangePasswordValues } from './lib';

export interface PasswordChangeSubmission {
  values: ChangePasswordValues;
  /** The success toast, already in the page's language (a toast carries translated text). */
  successMessage: string;
}

interface ChangeRequest extends PasswordChangeSubmission {
  email: string;
}

export const passwordChangeSubmitted = createEvent<PasswordChangeSubmission>();
export const changePasswordClosed = createEvent();

/**
 * SPEC 7.3 password change needs the member's loyalty token. The host keeps the one of the login to itself
 * and cannot renew it once its hour is over, so a fresh one is asked for with the current password
 * (token/generate), which also checks that password before anything changes.
 */
export const changePasswordFx = attachApi(async (api, { email, values }: ChangeRequest) => {
  const identity = { identifierType: 'EMAIL', identifierValue: email } as const;
  const login = acceptedOrThrow(
    await api.loyalty.generateToken({ ...identity, password: values.oldPassword, confirmPassword: values.oldPassword }),
  );
  const token = login.auth?.token;
  if (!token) throw new Error('token/generate answered without a token');
  return acceptedOrThrow(
    await api.loyalty.changePassword({
      ...identity,
      password: values.oldPassword,
      newPassword: values.newPassword,
      confirmPassword: values.confirmNewPassword,
      token,
    }),
  );
});

export const $pending = changePasswordFx.pending;
export const $failure = createStore<ChangePasswordFailure | null>(null)
  .on(changePasswordFx.failData, (_, error) => changePasswordFailureOf(error))
  .reset(changePasswordFx, changePasswordClosed);
/** Bumped by each change made: the form starts again empty (SPEC 4 "on success clear the form"). */
export const $formGeneration = createStore(0).on(changePasswordFx.done, (generation) => generation + 1);

interface SubmitSource {
  user: User | null;
  pending: boolean;
}
/** A change needs the member's e-mail (the loyalty identifier), and only one is sent at a time. */
const canSubmit = (source: SubmitSource): source is SubmitSource & { user: User } => source.user !== null && !source.pending;

sample({
  clock: passwordChangeSubmitted,
  source: { user: $user, pending: $pending },
  filter: canSubmit,
  fn: ({ user }, submission): ChangeRequest => ({ ...submission, email: user.email }),
  target: changePasswordFx,
});

sample({
  clock: changePasswordFx.done,
  fn: ({ params }) => ({ kind: 'success' as const, message: params.successMessage }),
  target: toastShown,
});
