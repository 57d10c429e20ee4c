import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** Applies every `migrations/NNN_name.sql` not applied yet, in order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
  const pending = readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file) && !applied.has(file))
    .sort();
  for (const file of pending) {
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
  return pending;
}

/** Drops everything the migrations made (for --reset). */
export async function dropAll(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
