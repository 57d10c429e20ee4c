import { act } from '@testing-library/react';

// Kept from before any test installs fake timers: React's scheduler captured the real `setTimeout` when it
// loaded, so work it queued outside act (a suspended component pinged while user-event ran) needs a real task.
const realSetTimeout = globalThis.setTimeout;

/** Whether the test runs on jest's fake clock (the check Testing Library itself makes). */
export function fakeTimersAreOn(): boolean {
  return typeof jest !== 'undefined' && ('_isMockFunction' in setTimeout || Object.prototype.hasOwnProperty.call(setTimeout, 'clock'));
}

/** One turn of the real event loop; no time passes on the fake clock. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

/**
 * Time passes on jest's fake clock, inside act so React renders what the timers changed: a debounce fires, a
 * deadline runs out, an animation ends. The test never waits on the real clock.
 */
export async function advanceTime(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    await nextTask();
  });
}

/** Every timer due now or later runs, e.g. a retry loop's backoffs, until none is left. */
export async function runAllTimers(): Promise<void> {
  await act(async () => {
    await jest.runAllTimersAsync();
    await nextTask();
  });
}
