import { act } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { fakeTimersAreOn } from './fake-time';

/** One turn of the event loop (no time passes), so callbacks queued as tasks, not microtasks, run too. */
function nextTask(): Promise<void> {
  if (fakeTimersAreOn()) return jest.advanceTimersByTimeAsync(0).then(() => undefined);
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Everything started so far has finished and React has rendered it: the scope's effects (when a scope is
 * given), the promises components suspend on, and the tasks they queued. Use it after an event that starts
 * work; use `findBy…` when the test waits for something the visitor sees.
 */
export async function settle(scope?: Scope): Promise<void> {
  await act(async () => {
    if (scope) await allSettled(scope);
    await nextTask();
  });
}
