import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface EmptyCluster {
  /** The kept cluster to start from, or none yet. */
  data?: Blob;
  /** Forgets a kept cluster PGlite could not load. */
  drop?: () => Promise<void>;
  /** With no kept cluster: keeps the one just made, before anything is written to it. */
  keep?: (db: PGlite) => Promise<void>;
}

const require = createRequire(import.meta.url);

/** The file an empty cluster of this PGlite build is kept in: a new build of PGlite makes a new one. */
export async function keptClusterFile(dir: string): Promise<string> {
  const initdb = await stat(require.resolve('@electric-sql/pglite/initdb.wasm'));
  return path.join(dir, `hotel-sandbox-pglite-${initdb.size}-${Math.round(initdb.mtimeMs)}.tar.gz`);
}

/**
 * A new in-memory database starts from an empty cluster that PGlite's initdb made once and that is kept on disk:
 * initdb is ~4.3 s of every start on a 2-core machine, loading the kept cluster ~1.2 s. The unit tests start
 * dozens of sandboxes (one per test server), so this was minutes of `npm test`. The cluster holds nothing of
 * ours (no schema, no seed): migrations and seeds run on it as on a fresh one. Any failure to read or keep it
 * just means initdb runs, and a kept cluster PGlite cannot load is dropped.
 */
export async function emptyClusterFor(dir: string = tmpdir()): Promise<EmptyCluster> {
  try {
    const file = await keptClusterFile(dir);
    const kept = await readFile(file).catch(() => null);
    if (kept) return { data: new Blob([kept]), drop: () => rm(file, { force: true }) };
    return {
      keep: async (db) => {
        try {
          const dump = await db.dumpDataDir('gzip');
          // Written aside and renamed: another start at the same moment, in this process or another, never reads or
          // writes half a file.
          const partial = `${file}.${randomUUID()}.partial`;
          await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
          await rename(partial, file);
        } catch {
          // Not kept: the next start runs initdb again.
        }
      },
    };
  } catch {
    return {};
  }
}
