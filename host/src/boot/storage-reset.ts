import { storageIsStale, storageLifetimeMs, storageVersion } from '@hotel/domain';

const versionKey = 'version';
const expiryKey = 'expiry';

/**
 * SPEC 4 "Local storage reset": everything this site kept is dropped when it was written by another version
 * or the visitor stayed away past its expiry; each visit moves the expiry 7 days ahead.
 */
export function resetStaleStorage(now = Date.now()): void {
  try {
    const version = localStorage.getItem(versionKey);
    const expiry = Number(localStorage.getItem(expiryKey) ?? Number.NaN);
    if (storageIsStale(version, Number.isNaN(expiry) ? null : expiry, now)) localStorage.clear();
    localStorage.setItem(versionKey, storageVersion);
    localStorage.setItem(expiryKey, String(now + storageLifetimeMs));
  } catch {
    // Storage blocked (private mode): the site works without it.
  }
}
