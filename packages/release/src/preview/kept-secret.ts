import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * A random secret made on first use and kept in `dataDir/name` (git-ignored `.data/`), readable by its owner
 * alone, so what it signs survives a restart. Written aside and linked in place, so two processes starting at
 * once agree on one. The gate cookie's key and the preview links' key are each one (issue 14, issue 17).
 */
export function keptSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch {
    // another process linked its secret first: use that one
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`could not keep the secret in ${file}`);
  return secret;
}

/** The host server's data folder (`HOST_DATA_DIR`, or `.data/host/` at the top of the repository). */
export function hostDataDir(env: NodeJS.ProcessEnv): string {
  return env.HOST_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../.data/host');
}
