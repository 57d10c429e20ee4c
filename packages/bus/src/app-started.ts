import { createEffect, createEvent, createStore, type EventCallable, sample, type StoreWritable } from 'effector';
import { type Fail, persist as persistInLocal } from 'effector-storage/local';
import { persist as persistInSession } from 'effector-storage/session';

/**
 * The page is ready to read what it kept: fired once by the host right after `resetStaleStorage()` (SPEC 4), and
 * by a remote's dev shell. Persisted stores start from their defaults and pick up browser storage on this event,
 * so a value the reset drops is never read into memory nor written back.
 */
export const appStarted = createEvent();
export const $appStarted = createStore(false, { serialize: 'ignore' }).on(appStarted, () => true);

/** A read or write that failed (private mode, full quota, foreign data): the page works, it just forgets. */
const storageFailed = createEvent<Fail<Error>>();

export interface PersistedStore<T> {
  store: StoreWritable<T>;
  key: string;
  /** Where it is kept; `local` survives the tab, `session` only reloads and history moves. */
  area?: 'local' | 'session';
  /** Stored data that fails it is ignored and the store keeps its default. */
  isValid?: (raw: unknown) => raw is T;
  /** Where a read value goes instead of straight into the store (to drop what has gone stale, say). */
  restored?: EventCallable<T>;
}

/** Stores declared before the start, waiting for it to be wired to storage. */
const unwired: Array<() => void> = [];

/**
 * Wiring a store to storage is some fifteen effector units (effector-storage's persist): done for every kept store
 * as the modules were first run, it cost ~47 ms at 4x CPU inside the host's one module task (issue 15). The start
 * wires them instead, a task of its own, before they pick storage up.
 */
const wireStorageFx = createEffect(() => {
  for (const wire of unwired.splice(0)) wire();
});
sample({ clock: appStarted, target: wireStorageFx });

/**
 * Keeps a store in browser storage (JSON under `key`, the format SPEC 3 pages already wrote): wired and read on
 * `appStarted`, then written on every change. Not synced across tabs: SPEC 3 asks only to survive reloads.
 */
export function persistAfterStart<T>({ store, key, area = 'local', isValid, restored }: PersistedStore<T>): void {
  const pickup = createEvent();
  const persist = area === 'local' ? persistInLocal : persistInSession;
  const target = restored ?? store;
  const wire = () =>
    persist({ source: store, target, key, pickup, sync: false, fail: storageFailed, ...(isValid ? { contract: isValid } : {}) });
  sample({ clock: wireStorageFx.done, target: pickup });
  // A remote's models are created after the start event has gone by: they read storage as they are created.
  if ($appStarted.getState()) {
    wire();
    pickup();
  } else {
    unwired.push(wire);
  }
}
