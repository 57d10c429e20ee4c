import pg from 'pg';
import { type Database, dateTypeOid, int8TypeOid, numericTypeOid, type Queryable } from './database';

/** A real PostgreSQL (DATABASE_URL): a pool, and true concurrent transactions. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === dateTypeOid) return (value: string) => value;
      if (oid === int8TypeOid || oid === numericTypeOid) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString, max: 10, types });
  await pool.query('SELECT 1');
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
