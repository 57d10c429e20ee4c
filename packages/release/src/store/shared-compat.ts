import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

function sharedOf(manifestFile: string): ManifestShared[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared?: ManifestShared[] };
  return manifest.shared ?? [];
}

/**
 * ARCHITECTURE "Release and rollback": a remote whose singleton requirements the live host cannot satisfy
 * would run against the wrong React or bus. Returns one line per unmet requirement; empty means compatible.
 */
export function unmetSharedRequirements(remoteManifest: string, hostManifest: string): string[] {
  if (!existsSync(hostManifest)) return [];
  const provided = new Map(sharedOf(hostManifest).map((entry) => [entry.name, entry.version]));
  const problems: string[] = [];
  for (const entry of sharedOf(remoteManifest)) {
    const range = entry.requiredVersion;
    const hostVersion = provided.get(entry.name);
    if (!entry.singleton || !range || range === '*' || !hostVersion) continue;
    if (!semver.satisfies(hostVersion, range, { includePrerelease: true })) {
      problems.push(`${entry.name}: needs ${range}, the host provides ${hostVersion}`);
    }
  }
  return problems;
}

export function hostManifestFile(repoRoot: string): string {
  return path.join(repoRoot, 'host/dist/mf-manifest.json');
}
