import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class MissingGateSecretError extends Error {
  constructor() {
    super(
      'GATE_SECRET is not set. In production (NODE_ENV=production) the host server needs GATE_SECRET, a long random ' +
        'string kept in its environment (e.g. `openssl rand -base64 32`), to sign the gate cookie; it will not start without it.',
    );
  }
}

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * The key that signs the gate cookie (issue 14): GATE_SECRET, or else, outside production, a random secret made
 * on the first start and kept in `dataDir` (git-ignored `.data/`), so passes survive a restart and a cookie
 * tells nothing about the password. Written aside and linked in place, so two servers starting at once agree.
 */
export function gateSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.GATE_SECRET) return env.GATE_SECRET;
  if (env.NODE_ENV === 'production') throw new MissingGateSecretError();
  const file = path.join(dataDir, 'gate-secret');
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch {
    // another server linked its secret first: use that one
  } finally {
    rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`could not keep the gate secret in ${file}`);
  return secret;
}
