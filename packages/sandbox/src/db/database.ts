/**
 * The sandbox's one view of its database: PGlite (embedded PostgreSQL, the default) or a real PostgreSQL
 * through `pg` when DATABASE_URL is set. The same SQL runs on both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations, seed scripts). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: all of it commits or none of it does. While it runs, no other query
   * of this process can slip into it (PGlite has a single session, so the adapter serializes).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/** OID of the SQL `date` type: both adapters hand dates over as `YYYY-MM-DD` strings, never as Date objects. */
export const dateTypeOid = 1082;
/** OIDs of int8 and numeric: small enough here to be plain numbers. */
export const int8TypeOid = 20;
export const numericTypeOid = 1700;
