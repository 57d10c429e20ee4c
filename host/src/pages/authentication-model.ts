import { attachApi, type GateAnswer } from '@hotel/api';
import { createEffect, createEvent, createStore, sample } from 'effector';

export type GateFailure = { kind: 'wrong' } | { kind: 'wait'; minutes: number } | { kind: 'network' };

/** The visitor sent the gate form; `target` is where a right password leads. */
export const passwordSubmitted = createEvent<{ password: string; target: string }>();

export const checkPasswordFx = attachApi((api, { password }: { password: string; target: string }) =>
  api.gate.submitPassword(password),
);
/** A full page load: the app starts again, now past the gate and with a session. */
export const enterSiteFx = createEffect((target: string) => window.location.assign(target));

function failureOf(answer: GateAnswer): GateFailure | null {
  if (answer.kind === 'wait') return { kind: 'wait', minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) };
  return answer.kind === 'wrong' ? { kind: 'wrong' } : null;
}

const emptySubmitted = sample({ clock: passwordSubmitted, filter: ({ password }) => password === '' });

export const $gateFailure = createStore<GateFailure | null>(null)
  .on(emptySubmitted, () => ({ kind: 'wrong' }))
  .on(checkPasswordFx.doneData, (_, answer) => failureOf(answer))
  .on(checkPasswordFx.fail, () => ({ kind: 'network' }));
export const $gatePending = checkPasswordFx.pending;

sample({ clock: passwordSubmitted, filter: ({ password }) => password !== '', target: checkPasswordFx });
sample({
  clock: checkPasswordFx.done,
  filter: ({ result }) => result.kind === 'passed',
  fn: ({ params }) => params.target,
  target: enterSiteFx,
});
