/** How long the network must stay quiet before anything is loaded ahead for the next page. */
export const settleMs = 1_000;

function watchResources(onResource: () => void): (() => void) | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) return null;
  const observer = new PerformanceObserver(onResource);
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
}

/**
 * Runs `task` once the current page has finished loading: no request has ended for `settleMs` (each one that
 * ends starts the wait again), and then the browser is idle. On a slow phone the page still loading is never
 * made to share the network or the processor with what is loaded ahead. Returns a cancel function.
 */
export function whenSettled(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | null = null;
  let stopWatching: (() => void) | null = null;
  const run = () => {
    stopWatching?.();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 2_000 });
    else task();
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(run, settleMs);
  };
  stopWatching = watchResources(wait);
  wait();
  return () => {
    clearTimeout(timer);
    stopWatching?.();
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}
