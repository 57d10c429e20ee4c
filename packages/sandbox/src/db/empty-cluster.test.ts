import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyClusterFor, keptClusterFile } from './empty-cluster';
import { openPglite } from './pglite-database';

jest.setTimeout(60_000);

describe('the empty cluster an in-memory sandbox database starts from', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'empty-cluster-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is kept by the first start, and the next one starts from it with nothing of the first in it', async () => {
    expect((await emptyClusterFor(dir)).data).toBeUndefined();
    const first = await openPglite(null, dir);
    await first.exec('CREATE TABLE written_after (id int)');
    await first.close();
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^hotel-sandbox-pglite-.+\.tar\.gz$/)]);
    expect((await emptyClusterFor(dir)).data).toBeInstanceOf(Blob);

    const second = await openPglite(null, dir);
    expect(await second.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'written_after'")).toEqual([{ n: 0 }]);
    await second.exec('CREATE TABLE written_after (id int)');
    await second.close();
  });

  it('a kept cluster PGlite cannot load is dropped, and the database starts from initdb', async () => {
    writeFileSync(await keptClusterFile(dir), 'not a cluster');

    const db = await openPglite(null, dir);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
    expect(readdirSync(dir)).toEqual([]);
  });
});
