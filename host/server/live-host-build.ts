import { hostUnit, type Registry, type RemoteRecord } from '@hotel/release';
import type { HostBuild, HostBuildLookup } from './host-build';
import type { ReleaseFolder } from './release-mirror';

/** How many earlier host releases are kept at hand for the hashed chunks of pages opened before a release. */
const earlierKept = 5;

async function hostBuildOf(record: RemoteRecord | undefined, folderOf: ReleaseFolder): Promise<HostBuild> {
  if (!record) return { dir: null, version: null, others: [] };
  const others = record.versions.filter((version) => version !== record.live).reverse().slice(0, earlierKept);
  const [dir, ...otherDirs] = await Promise.all([folderOf(hostUnit, record.live), ...others.map((version) => folderOf(hostUnit, version).catch(() => null))]);
  return { dir: dir as string, version: record.live, others: otherDirs.filter((other): other is string => other !== null) };
}

/**
 * The live host release in the store (`npm run release -- host`), never the checkout's `host/dist`, which a
 * rebuilt shared package would change without any release. Looked up in the registry the server reads (at most
 * a few seconds old, see registryReader), so the next request after a host release or rollback is answered by
 * the new live host; resolved again only when the host's record changed.
 */
export function liveHostBuild(readRegistry: () => Promise<Registry>, folderOf: ReleaseFolder): HostBuildLookup {
  let seen: { key: string; build: Promise<HostBuild> } | null = null;
  return async () => {
    const record = (await readRegistry()).remotes[hostUnit];
    const key = record ? `${record.live} ${record.versions.join(',')}` : 'none';
    if (seen?.key !== key) {
      const build = hostBuildOf(record, folderOf);
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
