import type { StoreDriver } from './driver';
import { previousGoodVersion } from './rollback-remote';
import type { RemoteRecord } from './registry';
import { type ManifestShared, storedSharedMap, unmetSharedRequirements } from './shared-compat';

/**
 * Says whether a stored version could still run in the live host release `hostVersion` (its manifest is in the
 * store, its shared needs met).
 */
export type VersionFits = (remoteDir: string, version: string, hostVersion: string) => Promise<boolean>;

/**
 * The version a browser falls back to when the live one's files cannot be loaded: the one a plain rollback
 * would return to (the nearest earlier step of the live chain not marked bad), when it still fits the live host.
 * Null when there is none.
 */
export async function backupVersion(remoteDir: string, record: RemoteRecord, fits: VersionFits, hostVersion: string | null): Promise<string | null> {
  const previous = previousGoodVersion(record);
  if (!previous || previous === record.live || !hostVersion) return null;
  return (await fits(remoteDir, previous, hostVersion)) ? previous : null;
}

/**
 * A stored version fits when its manifest is in the store and the host's shared modules meet its needs. Both
 * are immutable for a given pair, so each answer is kept (the host reads the registry on every page load).
 */
export function storedVersionFits(store: StoreDriver): VersionFits {
  const answers = new Map<string, Promise<boolean>>();
  const shared = (unit: string, version: string) => storedSharedMap(store, unit, version);
  const fitsNow = (needs: ManifestShared[] | null, provides: ManifestShared[] | null) =>
    needs !== null && provides !== null && unmetSharedRequirements(needs, provides).length === 0;
  return (remoteDir, version, hostVersion) => {
    const key = `${remoteDir}/${version} host/${hostVersion}`;
    let fits = answers.get(key);
    if (!fits) {
      fits = Promise.all([shared(remoteDir, version), shared('host', hostVersion)]).then(([needs, provides]) => fitsNow(needs, provides));
      // A failed read is asked again next time.
      fits.catch(() => answers.delete(key));
      answers.set(key, fits);
    }
    return fits;
  };
}
