/**
 * Runs `run` once the browser has nothing queued (`requestIdleCallback`), or after `timeoutMs` at the latest, so
 * work that can wait never takes turns with a render in progress: React renders a deferred update in slices, each
 * a queued task, and an idle period only comes once the last slice is committed. Where the browser has no idle
 * callbacks (Safari, jsdom) the next task, as a yield. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/** `whenIdle` as a promise, for an effect that waits its turn. */
export function untilIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeoutMs));
}
