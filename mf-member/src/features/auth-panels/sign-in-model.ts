import type { MemberTokens } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { $booking, $online, bookingChanged, memberSignedIn } from '@hotel/bus';
import { applyPromoCode } from '@hotel/domain/search';
import { createEvent, createStore, sample } from 'effector';
import type { SignInForm } from './forms';
import { requestFailureOf, type RequestFailure } from './lib';
import { $isOffline, $memberHotelId, loginStepChosen, panelClosed, submittedOffline } from './model';

interface SignInParams extends SignInForm {
  hotelId: number;
}

export const signInSubmitted = createEvent<SignInForm>();

/**
 * SPEC 4 Login: the engine's sign-in gives the member tokens. The loyalty token (the profile's customer calls)
 * is asked for after it, best effort: a member whose loyalty log-in fails is still signed in.
 */
export const signInFx = attachApi(async (api, { hotelId, email, password }: SignInParams): Promise<MemberTokens> => {
  const answer = await api.booking.signIn(hotelId, { email, password });
  const loyalty = await api.loyalty
    .generateToken({ identifierType: 'EMAIL', identifierValue: email, password, confirmPassword: password })
    .catch(() => null);
  const loyaltyAuth = loyalty?.auth;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    email,
    loyalty: loyaltyAuth ? { token: loyaltyAuth.token, refreshToken: loyaltyAuth.refreshToken } : null,
  };
});

export const $signInPending = signInFx.pending;

/** SPEC 8 Login failure: the server's message under the fields; cleared by the next attempt or by leaving. */
export const $signInFailure = createStore<RequestFailure | null>(null)
  .on(signInFx.failData, (_, error) => requestFailureOf(error))
  .reset(signInFx, loginStepChosen, panelClosed);

interface SendSource {
  hotelId: number | null;
  online: boolean;
  pending: boolean;
}

/** Sent only online, with the member hotel known, and not while a sign-in is under way. */
const canSend = (source: SendSource): source is SendSource & { hotelId: number } =>
  source.hotelId !== null && source.online && !source.pending;

sample({
  clock: signInSubmitted,
  source: { hotelId: $memberHotelId, online: $online, pending: $signInPending },
  filter: canSend,
  fn: ({ hotelId }, form) => ({ hotelId, email: form.email.trim(), password: form.password }),
  target: signInFx,
});
sample({ clock: signInSubmitted, filter: $isOffline, target: submittedOffline });

// SPEC 4: success closes the drawer, and the booking's promo code is set again for the member's prices.
sample({ clock: signInFx.doneData, target: [memberSignedIn, panelClosed] });
sample({
  clock: signInFx.done,
  source: $booking,
  fn: (booking) => {
    const { promoCode, promoCodeExist } = applyPromoCode(booking, booking.promoCode);
    return { promoCode, promoCodeExist };
  },
  target: bookingChanged,
});
