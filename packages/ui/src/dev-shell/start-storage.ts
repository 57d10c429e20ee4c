import { appStarted } from '@hotel/bus';
import { resetStaleStorageFor } from './storage-reset';

/** The host's start order: the storage reset, then the persisted stores pick up what is left. */
export function startStorage(): void {
  try {
    resetStaleStorageFor(localStorage, Date.now());
  } catch {
    // Storage blocked (private mode): the page works without it.
  }
  appStarted();
}
