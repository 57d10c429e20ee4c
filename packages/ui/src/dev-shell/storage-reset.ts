import { storageIsStale, storageLifetimeMs, storageVersion } from '@hotel/domain';

/**
 * SPEC 4 "Local storage reset", as the host applies it before its stores start: a remote shown alone reads
 * the same localStorage (one origin per port, but the same rule), so it drops what another version wrote.
 */
export function resetStaleStorageFor(storage: Storage, now: number): void {
  const expiry = Number(storage.getItem('expiry') ?? Number.NaN);
  if (storageIsStale(storage.getItem('version'), Number.isNaN(expiry) ? null : expiry, now)) storage.clear();
  storage.setItem('version', storageVersion);
  storage.setItem('expiry', String(now + storageLifetimeMs));
}
