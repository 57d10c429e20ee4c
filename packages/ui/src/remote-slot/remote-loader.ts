import type { ExposedModuleId, ExposedModules, PagePrefetch } from '@hotel/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { chooseSource, forgetSource, liveVersion, pinSource, versionInUse } from './remote-sources';
import { markFailure, reportLiveFailure } from './slot-report';

export { registerLiveRemotes, versionInUse } from './remote-sources';

type ExposedComponent<K extends ExposedModuleId> = ComponentType<ExposedModules[K]>;

/** The whole path from first try to the fallback panel stays under 2 s (issue 2, failure isolation). */
let loadDeadlineMs = 1800;
const retryPauseMs = 150;

/** `/env.json` may move the deadline (a slow test machine); production keeps the default. */
export function setRemoteLoadDeadline(ms: number): void {
  if (Number.isFinite(ms) && ms > 0) loadDeadlineMs = ms;
}

/** The time a slot gives its page to load and draw its first frame. */
export function remoteLoadDeadline(): number {
  return loadDeadlineMs;
}

const loaded = new Map<ExposedModuleId, Promise<ExposedComponent<ExposedModuleId>>>();
const prefetchers = new Map<ExposedModuleId, PagePrefetch>();

function remoteOf(id: ExposedModuleId): string {
  return id.split('/')[0] as string;
}

/** The version of the remote behind `id` this page's modules come from: the live one, or its backup. */
export function servedVersionOf(id: ExposedModuleId): string | undefined {
  return versionInUse(remoteOf(id)) ?? undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

async function loadOnce<K extends ExposedModuleId>(id: K, timeoutMs: number): Promise<ExposedComponent<K>> {
  const module = await withTimeout(loadRemote<{ default?: ExposedComponent<K>; prefetch?: PagePrefetch }>(id), timeoutMs);
  if (!module?.default) throw new Error(`${id} did not load`);
  if (typeof module.prefetch === 'function') prefetchers.set(id, module.prefetch);
  return module.default;
}

async function loadWithRetries<K extends ExposedModuleId>(id: K): Promise<ExposedComponent<K>> {
  const deadline = Date.now() + loadDeadlineMs;
  const remote = remoteOf(id);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3 && Date.now() < deadline; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
    const source = chooseSource(remote, attempt);
    // The live version failed this visitor and the backup stands in: the live one is told failed all the same.
    if (source === 'backup' && attempt === 1) reportLiveFailure(id, liveVersion(remote), lastError);
    try {
      const component = await loadOnce(id, Math.max(deadline - Date.now(), 1));
      pinSource(remote);
      return component;
    } catch (error) {
      lastError = error;
    }
  }
  console.warn(`[remote-slot] ${id} unavailable`, lastError);
  throw lastError instanceof Error ? lastError : new Error(`${id} unavailable`);
}

/**
 * One promise per exposed module, so React's `use` can suspend on it. A failed promise stays until
 * `forgetExposed` (the Retry button): React re-renders with the same promise to reach the error boundary.
 */
export function loadExposed<K extends ExposedModuleId>(id: K): Promise<ExposedComponent<K>> {
  let pending = loaded.get(id) as Promise<ExposedComponent<K>> | undefined;
  if (!pending) {
    pending = loadWithRetries(id);
    pending.catch((error: unknown) => markFailure(error, 'load'));
    loaded.set(id, pending as Promise<ExposedComponent<ExposedModuleId>>);
  }
  return pending;
}

/**
 * Loads a module ahead of need (the page a visitor will most likely open next). A failure is forgotten at
 * once, so the slot that later shows the module tries again with its own deadline and retries.
 */
export function warmExposed(id: ExposedModuleId): Promise<void> {
  const pending = loadExposed(id);
  return pending.then(
    () => undefined,
    () => {
      if (loaded.get(id) === pending) loaded.delete(id);
    },
  );
}

/** Loads the module that shows `url` and lets it start on that page's data (see `PagePrefetch`). */
export function prefetchExposed(id: ExposedModuleId, url: URL): Promise<void> {
  return warmExposed(id).then(() => {
    try {
      prefetchers.get(id)?.(url);
    } catch (error) {
      console.warn(`[remote-slot] ${id} prefetch failed`, error);
    }
  });
}

/** Forget a failed or broken module before a manual retry, which starts again from the live version. */
export function forgetExposed(id: ExposedModuleId): void {
  loaded.delete(id);
  forgetSource(remoteOf(id));
}
