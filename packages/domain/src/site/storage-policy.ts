/** SPEC 3/4: the browser store belongs to this version of the site and lives 7 days past the last visit. */
export const storageVersion = '1.0.6';
export const storageLifetimeMs = 7 * 24 * 3600 * 1000;

export function storageIsStale(storedVersion: string | null, storedExpiry: number | null, now: number): boolean {
  return storedVersion !== storageVersion || storedExpiry === null || !Number.isFinite(storedExpiry) || storedExpiry < now;
}
