import { act } from '@testing-library/react';

/** Whether the test runs on jest's fake clock (the check Testing Library itself makes). */
export function fakeTimersAreOn(): boolean {
  return typeof jest !== 'undefined' && (('_isMockFunction' in setTimeout) || Object.prototype.hasOwnProperty.call(setTimeout, 'clock'));
}

/**
 * Time passes on jest's fake clock, inside act so React renders what the timers changed: a debounce fires, a
 * deadline runs out, an animation ends. The test never waits on the real clock.
 */
export async function advanceTime(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Every timer due now or later runs, e.g. a retry loop's backoffs, until none is left. */
export async function runAllTimers(): Promise<void> {
  await act(async () => {
    await jest.runAllTimersAsync();
  });
}
