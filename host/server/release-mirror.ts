import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseKey, type StoreDriver } from '@hotel/release';

/** The local folders of stored releases, to serve their files from disk. */
export interface ReleaseFolders {
  /** Where a release's folder is, or will be once `ready` has copied it. */
  pathOf(unit: string, version: string): string;
  /** The release's folder, once its files are there. */
  ready(unit: string, version: string): Promise<string>;
}

/** Downloads a stored release's files into `dir` whole: into a staging folder first, renamed when complete. */
async function download(store: StoreDriver, unit: string, version: string, dir: string): Promise<void> {
  const prefix = releaseKey(unit, version);
  const keys = await store.list(prefix);
  if (!keys.length) throw new Error(`${prefix} is not in the store ${store.location}`);
  const staging = `${dir}.staging-${process.pid}-${Date.now()}`;
  for (let i = 0; i < keys.length; i += 8) {
    await Promise.all(
      keys.slice(i, i + 8).map(async (key) => {
        const found = await store.get(key);
        if (!found) throw new Error(`${key} vanished from the store`);
        const file = path.join(staging, ...key.slice(prefix.length).split('/'));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, found.body);
      }),
    );
  }
  await rename(staging, dir).catch(async (error: NodeJS.ErrnoException) => {
    // Another host server process on this machine finished the same release first: the same immutable files.
    await rm(staging, { recursive: true, force: true });
    if (!(await stat(dir).catch(() => null))) throw error;
  });
}

/**
 * Where the host server finds a stored host release on disk. A folder store's releases are served where they
 * are; a bucket's are downloaded once into `cacheDir` (a release never changes, so a copy is good for ever) and
 * served from there, with the same file handling, compression twins and 304s as a folder's.
 */
export function releaseFolders(store: StoreDriver, cacheDir: string): ReleaseFolders {
  if (store.folder) {
    const root = store.folder;
    const pathOf = (unit: string, version: string) => path.join(root, unit, version);
    return { pathOf, ready: async (unit, version) => pathOf(unit, version) };
  }
  const below = path.join(cacheDir, createHash('sha256').update(store.location).digest('hex').slice(0, 12));
  const pathOf = (unit: string, version: string) => path.join(below, unit, version);
  const inFlight = new Map<string, Promise<string>>();
  return {
    pathOf,
    ready(unit, version) {
      const dir = pathOf(unit, version);
      let ready = inFlight.get(dir);
      if (!ready) {
        ready = stat(dir).then(
          () => dir,
          () => download(store, unit, version, dir).then(() => dir),
        );
        ready.catch(() => inFlight.delete(dir));
        inFlight.set(dir, ready);
      }
      return ready;
    },
  };
}
