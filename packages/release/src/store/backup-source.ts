import path from 'node:path';
import { previousGoodVersion } from './rollback-remote';
import type { RemoteRecord } from './registry';
import { sharedMapOf, unmetSharedRequirements } from './shared-compat';

/** Says whether a stored version could still run in the live host (its files are there, its shared needs met). */
export type VersionFits = (remoteDir: string, version: string) => boolean;

/**
 * The version a browser falls back to when the live one's files cannot be loaded: the one a plain rollback
 * would return to (the nearest earlier step of the live chain not marked bad), when it still fits. Null when
 * there is none.
 */
export function backupVersion(remoteDir: string, record: RemoteRecord, fits: VersionFits): string | null {
  const previous = previousGoodVersion(record);
  if (!previous || previous === record.live) return null;
  return fits(remoteDir, previous) ? previous : null;
}

/**
 * A stored version fits when its files are in the store and the host's shared modules meet its needs.
 * Both are immutable for a given pair, so each answer is kept (the host reads the registry on every page load).
 */
export function storedVersionFits(storeDir: string, hostManifest: () => string | null): VersionFits {
  const answers = new Map<string, boolean>();
  return (remoteDir, version) => {
    const host = hostManifest();
    if (!host) return false;
    const key = `${remoteDir}/${version} ${host}`;
    let fits = answers.get(key);
    if (fits === undefined) {
      const needs = sharedMapOf(path.join(storeDir, remoteDir, version, 'mf-manifest.json'));
      const provides = sharedMapOf(host);
      fits = needs !== null && provides !== null && unmetSharedRequirements(needs, provides).length === 0;
      answers.set(key, fits);
    }
    return fits;
  };
}
