import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { emptyClusterFor } from './empty-cluster';
import { type Database, dateTypeOid, int8TypeOid, numericTypeOid, type Queryable } from './database';
import { Mutex } from './mutex';

/**
 * PGlite in `dataDir` (kept across restarts), or in memory when dataDir is null; an in-memory one starts from the
 * empty cluster kept in `clusterDir` (see empty-cluster.ts).
 */
export async function openPglite(dataDir: string | null, clusterDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const create = (loadDataDir?: Blob) =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      parsers: {
        [dateTypeOid]: (value: string) => value,
        [int8TypeOid]: (value: string) => Number(value),
        [numericTypeOid]: (value: string) => Number(value),
      },
    });
  const cluster = dataDir ? null : await emptyClusterFor(clusterDir);
  const db = cluster?.data
    ? await create(cluster.data).catch(async () => {
        await cluster.drop?.();
        return create();
      })
    : await create();
  if (cluster?.keep) await cluster.keep(db);
  // PGlite is one session: a query from another request must never run inside an open transaction.
  const lock = new Mutex();
  const direct: Queryable = {
    query: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await db.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction: (work) =>
      lock.run(async () => {
        await db.exec('BEGIN');
        try {
          const result = await work(direct);
          await db.exec('COMMIT');
          return result;
        } catch (error) {
          await db.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => db.close(),
  };
}
