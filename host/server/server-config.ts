/** Everything the host server is told by its environment; the secrets here never leave the server. */
export interface HostServerConfig {
  /** The shared password of the gate (SPEC 4). */
  sitePassword: string;
  /** Signs the gate cookie; a changed password invalidates every pass. */
  gateSecret: string;
  /** Failed gate attempts allowed per client in `gateWindowSeconds` before it is made to wait. */
  gateMaxFailures: number;
  gateWindowSeconds: number;
  /** Behind a proxy, the client is the first X-Forwarded-For address. */
  trustProxy: boolean;
  /** Set the Secure flag on cookies (production behind HTTPS). */
  secureCookies: boolean;
  /** Upstream services the server calls itself, with the credentials only it holds. */
  bookingApiUrl: string;
  contentApiUrl: string;
  bookingClientKey: string;
  bookingClientSecret: string;
  contentUser: { username: string; password: string; audience: string };
  /** Origins allowed in the Content-Security-Policy besides our own. */
  releaseUrl: string;
}

export function serverConfigFrom(env: NodeJS.ProcessEnv): HostServerConfig {
  const sandbox = env.SANDBOX_URL ?? 'http://127.0.0.1:8090';
  const sitePassword = env.SITE_PASSWORD ?? 'hotel-local';
  return {
    sitePassword,
    gateSecret: `${env.GATE_SECRET ?? 'local-gate'}:${sitePassword}`,
    gateMaxFailures: Number(env.GATE_MAX_FAILURES ?? 5),
    gateWindowSeconds: Number(env.GATE_WINDOW_SECONDS ?? 600),
    trustProxy: env.TRUST_PROXY === '1',
    secureCookies: env.COOKIE_SECURE === '1',
    bookingApiUrl: env.BOOKING_API_URL ?? `${sandbox}/booking`,
    contentApiUrl: env.CONTENT_API_URL ?? `${sandbox}/content`,
    bookingClientKey: env.BOOKING_CLIENT_KEY ?? 'sandbox-client-key',
    bookingClientSecret: env.BOOKING_CLIENT_SECRET ?? 'sandbox-client-secret',
    contentUser: {
      username: env.CONTENT_API_USER ?? 'sandbox-content-user',
      password: env.CONTENT_API_PASSWORD ?? 'sandbox-content-password',
      audience: env.CONTENT_API_AUDIENCE ?? 'hotel-site',
    },
    releaseUrl: env.RELEASE_URL ?? 'http://127.0.0.1:8081',
  };
}
