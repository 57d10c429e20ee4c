import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';

export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

/** The shared map an `mf-manifest.json` records; null when there is no such file, or it is unreadable or records none. */
export function sharedMapOf(manifestFile: string): ManifestShared[] | null {
  if (!existsSync(manifestFile)) return null;
  try {
    const { shared } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared?: unknown };
    return Array.isArray(shared) ? (shared as ManifestShared[]) : null;
  } catch {
    return null;
  }
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
