import { act } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { fakeTimersAreOn, nextTask } from './fake-time';

/**
 * Everything started so far has finished and React has rendered it: the scope's effects (when a scope is
 * given), the promises components suspend on, and the tasks they queued. No time passes on a fake clock.
 * Use it after an event that starts work; use `findBy…` when the test waits for something the visitor sees.
 */
export async function settle(scope?: Scope): Promise<void> {
  await act(async () => {
    if (scope) await allSettled(scope);
    if (fakeTimersAreOn()) await jest.advanceTimersByTimeAsync(0);
    await nextTask();
  });
}
