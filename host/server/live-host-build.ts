import { hostUnit, type Registry, type RemoteRecord } from '@hotel/release';
import type { HostBuild, HostBuildLookup } from './host-build';
import type { ReleaseFolders } from './release-mirror';

/** How many earlier host releases are kept at hand for the hashed chunks of pages opened before a release. */
const earlierKept = 5;

/**
 * The live release's folder once its files are there; the earlier ones' folders at once, their files copied
 * behind it (a chunk asked for before they are there is answered 404, as a file no release has).
 */
async function hostBuildOf(record: RemoteRecord | undefined, folders: ReleaseFolders): Promise<HostBuild> {
  if (!record) return { dir: null, version: null, others: [] };
  const others = record.versions.filter((version) => version !== record.live).reverse().slice(0, earlierKept);
  for (const version of others) folders.ready(hostUnit, version).catch((error: Error) => console.warn(`host server: host ${version}: ${error.message}`));
  return { dir: await folders.ready(hostUnit, record.live), version: record.live, others: others.map((version) => folders.pathOf(hostUnit, version)) };
}

/**
 * The live host release in the store (`npm run release -- host`), never the checkout's `host/dist`, which a
 * rebuilt shared package would change without any release. Looked up in the registry the server reads (at most
 * a few seconds old, see registryReader), so the next request after a host release or rollback is answered by
 * the new live host; resolved again only when the host's record changed.
 */
export function liveHostBuild(readRegistry: () => Promise<Registry>, folders: ReleaseFolders): HostBuildLookup {
  let seen: { key: string; build: Promise<HostBuild> } | null = null;
  return async () => {
    const record = (await readRegistry()).remotes[hostUnit];
    const key = record ? `${record.live} ${record.versions.join(',')}` : 'none';
    if (seen?.key !== key) {
      const build = hostBuildOf(record, folders);
      const current = { key, build };
      // A failed download is tried again on the next request.
      build.catch(() => {
        if (seen === current) seen = null;
      });
      seen = current;
    }
    return seen.build;
  };
}
