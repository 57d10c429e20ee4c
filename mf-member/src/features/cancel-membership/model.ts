import { attachApi, isApiError } from '@hotel/api';
import { $env, logoutRequested } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';

/** What the dialog says when the engine kept the membership: its own words, or a generic line. */
export type CancelMembershipFailure = { kind: 'refused'; message: string } | { kind: 'unexpected' };

export const cancelMembershipRequested = createEvent();
export const cancelMembershipDismissed = createEvent();
export const cancelMembershipConfirmed = createEvent();

export const cancelMembershipFx = attachApi((api, hotelId: number) => api.booking.cancelMembership(hotelId));

export const $dialogOpen = createStore(false)
  .on(cancelMembershipRequested, () => true)
  .reset(cancelMembershipDismissed, cancelMembershipFx.done);
export const $failure = createStore<CancelMembershipFailure | null>(null)
  .on(cancelMembershipFx.failData, (_, error) =>
    isApiError(error) && error.status !== 0 && error.messages[0] ? { kind: 'refused', message: error.messages[0] } : { kind: 'unexpected' },
  )
  .reset(cancelMembershipFx, cancelMembershipRequested, cancelMembershipDismissed);
export const $cancelling = cancelMembershipFx.pending;

interface ConfirmSource {
  hotelId: number | null;
  cancelling: boolean;
}
/** Sent once, for the brand's member hotel (SPEC 9 global hotel id), however often the button is pressed. */
const canCancel = (source: ConfirmSource): source is ConfirmSource & { hotelId: number } => source.hotelId !== null && !source.cancelling;

sample({
  clock: cancelMembershipConfirmed,
  source: { hotelId: $env.map((env) => env?.globalHotelId ?? null), cancelling: $cancelling },
  filter: canCancel,
  fn: ({ hotelId }) => hotelId,
  target: cancelMembershipFx,
});

// The membership is gone: the host logs the member out and goes home (SPEC 4 logout).
sample({ clock: cancelMembershipFx.done, target: logoutRequested });
