import type { ExposedModuleId, ExposedModules, PagePrefetch, RegistryRemote } from '@hotel/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { markFailure } from './slot-report';

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

const liveRemotes = new Map<string, RegistryRemote>();
const loaded = new Map<ExposedModuleId, Promise<ExposedComponent<ExposedModuleId>>>();
const prefetchers = new Map<ExposedModuleId, PagePrefetch>();

/** Registers the live remote versions read from `/registry.json`. */
export function registerLiveRemotes(remotes: RegistryRemote[]): void {
  for (const remote of remotes) liveRemotes.set(remote.name, remote);
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/** The version of the remote behind `id` that `/registry.json` named live for this page. */
export function liveVersionOf(id: ExposedModuleId): string | undefined {
  return liveRemotes.get(id.split('/')[0] as string)?.version;
}

/** Drops what the federation runtime cached for a remote, so the next load fetches its manifest again. */
function refreshRemote(id: ExposedModuleId): void {
  const remote = liveRemotes.get(id.split('/')[0] as string);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
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
  let lastError: unknown;
  for (let attempt = 0; attempt < 3 && Date.now() < deadline; attempt += 1) {
    if (attempt > 0) {
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
      refreshRemote(id);
    }
    try {
      return await loadOnce(id, Math.max(deadline - Date.now(), 1));
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

/** Forget a failed or broken module and its remote's cached entry before a manual retry. */
export function forgetExposed(id: ExposedModuleId): void {
  loaded.delete(id);
  refreshRemote(id);
}
