import type { AccountLookupResponse } from '@hotel/contracts';
import { attachApi, loyaltyFailure } from '@hotel/api';
import { $online } from '@hotel/bus';
import { createEvent, createStore, sample } from 'effector';
import { type LookUpForm, type LookUpKey, lookUpKeyOf } from './forms';
import { requestFailureOf, type RequestFailure } from './lib';
import { $isOffline, loginStepChosen, panelClosed, submittedOffline } from './model';

export const lookUpSubmitted = createEvent<LookUpForm>();

export const lookUpFx = attachApi(async (api, key: LookUpKey): Promise<AccountLookupResponse['lookup']> => {
  const answer = await api.loyalty.lookUpAccount(key);
  const failure = loyaltyFailure(answer);
  if (failure) throw failure;
  return answer.lookup;
});

export const $lookUpPending = lookUpFx.pending;

/** The masked e-mail to sign in with, or that nothing matched (SPEC 2.8 look-up account). */
export const $lookUpResult = createStore<AccountLookupResponse['lookup'] | null>(null)
  .on(lookUpFx.doneData, (_, result) => result)
  .reset(lookUpFx, loginStepChosen, panelClosed);

export const $lookUpFailure = createStore<RequestFailure | null>(null)
  .on(lookUpFx.failData, (_, error) => requestFailureOf(error))
  .reset(lookUpFx, loginStepChosen, panelClosed);

sample({
  clock: lookUpSubmitted,
  source: { online: $online, pending: $lookUpPending },
  filter: ({ online, pending }) => online && !pending,
  fn: (_, form) => lookUpKeyOf(form),
  target: lookUpFx,
});
sample({ clock: lookUpSubmitted, filter: $isOffline, target: submittedOffline });
