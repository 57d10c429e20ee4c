import type { RegistryRemote, RuntimeRegistry } from '@hotel/contracts';
import type { RemoteApp } from '../remotes';

/**
 * Where the site loads remotes from (its release server or CDN), read off the live registry's entries
 * (`<base>/<remote>/<version>/mf-manifest.json`, store/registry.ts); null when no remote is live yet.
 */
export function releaseBaseOf(registry: RuntimeRegistry): string | null {
  for (const remote of registry.remotes) {
    const match = /^(.*)\/[^/]+\/[^/]+\/mf-manifest\.json$/.exec(remote.entry);
    if (match) return match[1] as string;
  }
  return null;
}

export function candidateEntry(base: string, app: RemoteApp, version: string): RegistryRemote {
  return { name: app.name, version, entry: `${base}/${app.dir}/${version}/mf-manifest.json` };
}

/** The live registry with one remote's entry replaced by the candidate's (added if it was never released). */
export function withCandidate(registry: RuntimeRegistry, candidate: RegistryRemote): RuntimeRegistry {
  const live = registry.remotes.some((remote) => remote.name === candidate.name);
  const remotes = live ? registry.remotes.map((remote) => (remote.name === candidate.name ? candidate : remote)) : [...registry.remotes, candidate];
  return { ...registry, remotes };
}
