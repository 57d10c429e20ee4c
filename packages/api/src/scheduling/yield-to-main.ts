/**
 * Ends the current task here and goes on in a new one, so the browser can paint and answer a tap in between
 * (issue 15: no task over 50 ms). `scheduler.yield()` where the browser has it, which resumes ahead of other
 * queued work; a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
