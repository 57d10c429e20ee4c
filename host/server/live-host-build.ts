import { stat } from 'node:fs/promises';
import { readRegistry, registryFile, storedHostBuilds } from '@hotel/release';
import type { HostBuild, HostBuildLookup } from './host-build';

/**
 * The live host release in the store (`npm run release -- host`), never the checkout's `host/dist`, which a
 * rebuilt shared package would change without any release. The registry is read again only when its file
 * changed: it is replaced whole on every release or rollback (written and renamed), so a new inode or mtime
 * shows each one, and the next request is answered by the new live host.
 */
export function liveHostBuild(storeDir: string): HostBuildLookup {
  let seen: { key: string; build: HostBuild } | null = null;
  return async () => {
    const info = await stat(registryFile(storeDir)).catch(() => null);
    const key = info ? `${info.ino}:${info.mtimeMs}:${info.size}` : 'none';
    if (seen?.key !== key) {
      const { live, others } = storedHostBuilds(storeDir, readRegistry(storeDir));
      seen = { key, build: { dir: live?.dir ?? null, version: live?.version ?? null, others } };
    }
    return seen.build;
  };
}
