import type { RegistryRemote, RemoteName, RuntimeRegistry } from '@hotel/contracts';

/**
 * The remotes a dev shell registers: every other one at its live version, and the one being developed from
 * its own dev server (its pages load their own exposed modules through federation too, e.g. the hotel list
 * loads `mf_search/SearchBox`), never its live copy.
 */
export function devShellRemotes(registry: RuntimeRegistry | null, appName: RemoteName, ownManifest: string): RegistryRemote[] {
  const others = (registry?.remotes ?? []).filter((remote) => remote.name !== appName);
  return [...others, { name: appName, version: 'dev', entry: ownManifest }];
}
