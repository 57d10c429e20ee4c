import type { ReservationRef } from '@hotel/api';
import { attachApi, isApiError } from '@hotel/api';
import { combine, createEvent, createStore, sample } from 'effector';
import { type CardTokenOutcome, type CardValues, cardTokenOutcome, tokenizeCardFx } from '../card-payment';
import { $ref, $reservation, confirmationClosed, confirmationOpened } from './model';

export const payNowOpened = createEvent();
export const payNowClosed = createEvent();
export const cardSubmitted = createEvent<CardValues>();

/**
 * "Pay now" of a pay-later hold. The client gives each call its own Idempotency-Key: one key per attempt, so a
 * request the network retries never charges twice, while a new attempt (with a new one-time token) is new.
 */
export const settlePaymentFx = attachApi((api, { ref, cardToken }: { ref: ReservationRef; cardToken: string }) =>
  api.booking.settlePayment(ref, { card_token: cardToken }),
);

export type PayProblem = { kind: 'card'; code: string } | { kind: 'failure'; message: string };

export const $payDialogOpen = createStore(false, { serialize: 'ignore' });
export const $payProblem = createStore<PayProblem | null>(null, { serialize: 'ignore' });
export const $paying = combine(tokenizeCardFx.pending, settlePaymentFx.pending, (tokenizing, settling) => tokenizing || settling);
/** The visitor has just paid on this page: the status says so out loud. */
export const $justPaid = createStore(false, { serialize: 'ignore' });

$payDialogOpen.on(payNowOpened, () => true).reset(payNowClosed, settlePaymentFx.done, confirmationOpened, confirmationClosed);
$payProblem.reset(payNowOpened, cardSubmitted, confirmationClosed);
$justPaid.on(settlePaymentFx.done, () => true).reset(confirmationOpened, confirmationClosed);

sample({ clock: cardSubmitted, target: tokenizeCardFx });

const outcome = sample({ clock: tokenizeCardFx.doneData, fn: cardTokenOutcome });
const hasToken = (result: CardTokenOutcome): result is { token: string; maskedCardNo: string } => 'token' in result;

sample({
  clock: outcome,
  source: $ref,
  filter: (ref, result) => ref !== null && hasToken(result),
  fn: (ref, result) => ({ ref: ref as ReservationRef, cardToken: (result as { token: string }).token }),
  target: settlePaymentFx,
});
sample({
  clock: outcome,
  filter: (result) => !hasToken(result),
  fn: (result): PayProblem => ({ kind: 'card', code: (result as { problem: string }).problem }),
  target: $payProblem,
});
sample({ clock: [tokenizeCardFx.failData, settlePaymentFx.failData], fn: (error): PayProblem => ({ kind: 'failure', message: messageOf(error) }), target: $payProblem });
sample({ clock: settlePaymentFx.doneData, target: $reservation });

function messageOf(error: unknown): string {
  return isApiError(error) ? error.title : String(error);
}
