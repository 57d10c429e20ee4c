import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';
import type { StoreDriver } from './driver';
import { readStoredManifest } from './stored-objects';

export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

/** The shared map a parsed `mf-manifest.json` records; null when it records none. */
export function sharedMapIn(manifest: unknown): ManifestShared[] | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  return Array.isArray(shared) ? (shared as ManifestShared[]) : null;
}

/** The shared map an `mf-manifest.json` file records; null when there is no such file, or it is unreadable or records none. */
export function sharedMapOf(manifestFile: string): ManifestShared[] | null {
  if (!existsSync(manifestFile)) return null;
  try {
    return sharedMapIn(JSON.parse(readFileSync(manifestFile, 'utf8')));
  } catch {
    return null;
  }
}

/** The shared map recorded with a stored release (its `mf-manifest.json` in the store). */
export async function storedSharedMap(store: StoreDriver, unit: string, version: string): Promise<ManifestShared[] | null> {
  return sharedMapIn(await readStoredManifest(store, unit, version));
}

/**
 * ARCHITECTURE "Release and rollback": a remote whose requirements the host's copies do not meet would run
 * against the wrong React or bus. Every package the host provides counts, the singletons and the sub-paths
 * shared beside them (`react/jsx-runtime`, `react-dom/client`, which the manifest does not mark singleton):
 * a remote built for a newer JSX runtime would otherwise run on the host's older one. A package the host does
 * not provide is the remote's own to bring. Returns one line per unmet requirement; empty means compatible.
 */
export function unmetSharedRequirements(needs: readonly ManifestShared[], provides: readonly ManifestShared[]): string[] {
  const provided = new Map(provides.map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const entry of needs) {
    const range = entry.requiredVersion;
    const hostVersion = provided.get(entry.name);
    if (!range || !hostVersion) continue;
    if (!semver.satisfies(hostVersion, range, { includePrerelease: true })) {
      problems.push(`${entry.name}: needs ${range}, the host provides ${hostVersion}`);
    }
  }
  return problems;
}
