import { randomBytes } from 'node:crypto';

/** Everything the host server is told by its environment; the secrets here never leave the server. */
export interface HostServerConfig {
  /** The shared password of the gate (SPEC 4). */
  sitePassword: string;
  /** Signs the gate cookie: a random secret and the password, so a changed password invalidates every pass. */
  gateSecret: string;
  /** Wrong passwords per address before it is slowed down (README "The gate"), all addresses together, and for how long each is remembered. */
  gateMaxFailures: number;
  gateGlobalMaxFailures: number;
  gateWindowSeconds: number;
  /**
   * Proxies in front of this server that we trust (0: none). The client is the X-Forwarded-For entry that many
   * from the right, and X-Forwarded-Proto is believed only from them.
   */
  proxyHops: number;
  /** Mark cookies Secure even when no request says HTTPS (TLS ended by something that does not tell). */
  secureCookies: boolean;
  /** Upstream services the server calls itself, with the credentials only it holds. */
  bookingApiUrl: string;
  contentApiUrl: string;
  postcodeApiUrl: string;
  bookingClientKey: string;
  bookingClientSecret: string;
  contentUser: { username: string; password: string; audience: string };
  postcodeApiKey: string;
  /** Origins allowed in the Content-Security-Policy besides our own. */
  releaseUrl: string;
}

export interface ServerConfigOptions {
  /** The gate secret kept on disk (`gateSecretFrom`); a random one for this process when absent. */
  gateSecret?: string;
}

export function serverConfigFrom(env: NodeJS.ProcessEnv, options: ServerConfigOptions = {}): HostServerConfig {
  const sandbox = env.SANDBOX_URL ?? 'http://127.0.0.1:8090';
  const sitePassword = env.SITE_PASSWORD ?? 'hotel-local';
  const secret = env.GATE_SECRET || options.gateSecret || randomBytes(32).toString('base64url');
  return {
    sitePassword,
    gateSecret: `${secret}:${sitePassword}`,
    gateMaxFailures: Number(env.GATE_MAX_FAILURES ?? 5),
    gateGlobalMaxFailures: Number(env.GATE_GLOBAL_MAX_FAILURES ?? 100),
    gateWindowSeconds: Number(env.GATE_WINDOW_SECONDS ?? 3600),
    proxyHops: env.TRUST_PROXY === '1' ? Math.max(1, Number(env.TRUST_PROXY_HOPS ?? 1) || 1) : 0,
    secureCookies: env.COOKIE_SECURE === '1',
    bookingApiUrl: env.BOOKING_API_URL ?? `${sandbox}/booking`,
    contentApiUrl: env.CONTENT_API_URL ?? `${sandbox}/content`,
    postcodeApiUrl: env.POSTCODE_API_URL ?? `${sandbox}/postcode`,
    bookingClientKey: env.BOOKING_CLIENT_KEY ?? 'sandbox-client-key',
    bookingClientSecret: env.BOOKING_CLIENT_SECRET ?? 'sandbox-client-secret',
    contentUser: {
      username: env.CONTENT_API_USER ?? 'sandbox-content-user',
      password: env.CONTENT_API_PASSWORD ?? 'sandbox-content-password',
      audience: env.CONTENT_API_AUDIENCE ?? 'hotel-site',
    },
    postcodeApiKey: env.POSTCODE_API_KEY ?? 'sandbox-postcode-key',
    releaseUrl: env.RELEASE_URL ?? 'http://127.0.0.1:8081',
  };
}
