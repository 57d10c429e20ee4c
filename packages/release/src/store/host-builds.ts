import path from 'node:path';
import { hostUnit } from '../release-units';
import type { Registry } from './registry';

/** `<store>/<unit>/<version>/`: one immutable release of the host or a remote. */
export function releaseDir(storeDir: string, unit: string, version: string): string {
  return path.join(storeDir, unit, version);
}

export interface StoredHostBuilds {
  /** The live host release, or null when the host was never released. */
  live: { version: string; dir: string } | null;
  /**
   * Every other stored host release, newest first. A page loaded before a host release or rollback still asks
   * for the content-hashed chunks of the version it started with; they never change, so any of these may answer.
   */
  others: string[];
}

/** Where the host server finds the host it serves: the registry's live host release, never a checkout's `host/dist`. */
export function storedHostBuilds(storeDir: string, registry: Registry): StoredHostBuilds {
  const record = registry.remotes[hostUnit];
  if (!record) return { live: null, others: [] };
  return {
    live: { version: record.live, dir: releaseDir(storeDir, hostUnit, record.live) },
    others: record.versions
      .filter((version) => version !== record.live)
      .reverse()
      .map((version) => releaseDir(storeDir, hostUnit, version)),
  };
}
