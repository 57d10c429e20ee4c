import { createHmac, timingSafeEqual } from 'node:crypto';
import { hostDataDir, keptSecret } from './kept-secret';

/** One remote at one version, for one browser, in one environment, until `expiresAt` (seconds since the epoch). */
export interface PreviewGrant {
  remote: string;
  version: string;
  env: string;
  expiresAt: number;
}

/** A preview link lives a day by default: long enough to show a colleague, short enough to be forgotten. */
export const previewLifetimeSeconds = 24 * 3600;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`preview:${payload}`).digest('base64url');

/** `<payload>.<HMAC>`: the grant in base64url JSON, signed with the host server's preview secret. */
export function signPreview(secret: string, grant: PreviewGrant): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, v: grant.version, e: grant.env, x: grant.expiresAt })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

const field = /^[\w.+-]{1,80}$/;

/** The grant a token carries, or null when it is unsigned, tampered with, malformed or expired. */
export function verifyPreview(secret: string, token: string | undefined | null, now = Date.now()): PreviewGrant | null {
  const [payload, given, extra] = (token ?? '').split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const { r, v, e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (![r, v, e].every((value) => typeof value === 'string' && field.test(value)) || !Number.isInteger(x)) return null;
    if ((x as number) * 1000 <= now) return null;
    return { remote: r as string, version: v as string, env: e as string, expiresAt: x as number };
  } catch {
    return null;
  }
}

export class MissingPreviewSecretError extends Error {
  constructor() {
    super('PREVIEW_SECRET is not set. In production (NODE_ENV=production) the host server and `npm run preview` need the same PREVIEW_SECRET, a long random string (e.g. `openssl rand -base64 32`).');
  }
}

/**
 * The key of the preview links: PREVIEW_SECRET, or else, outside production, a random one kept beside the gate
 * secret in the host's data folder, which `npm run preview` on the same machine reads too.
 */
export function previewSecretFrom(env: NodeJS.ProcessEnv): string {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  if (env.NODE_ENV === 'production') throw new MissingPreviewSecretError();
  return keptSecret(hostDataDir(env), 'preview-secret');
}
