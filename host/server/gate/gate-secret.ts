import { keptSecret } from '@hotel/release';

export class MissingGateSecretError extends Error {
  constructor() {
    super(
      'GATE_SECRET is not set. In production (NODE_ENV=production) the host server needs GATE_SECRET, a long random ' +
        'string kept in its environment (e.g. `openssl rand -base64 32`), to sign the gate cookie; it will not start without it.',
    );
  }
}

/**
 * The key that signs the gate cookie (issue 14): GATE_SECRET, or else, outside production, a random secret made
 * on the first start and kept in `dataDir` (git-ignored `.data/`), so passes survive a restart and a cookie
 * tells nothing about the password.
 */
export function gateSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.GATE_SECRET) return env.GATE_SECRET;
  if (env.NODE_ENV === 'production') throw new MissingGateSecretError();
  return keptSecret(dataDir, 'gate-secret');
}
