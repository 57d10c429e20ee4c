/**
 * Where every development process listens: the one place the dev servers, the host server's dev registry
 * and `npm run dev` read their ports from. Each port moves with an environment variable.
 */
export const devApps = ['host', 'mf_search', 'mf_hotel', 'mf_booking', 'mf_member'] as const;

export type DevApp = (typeof devApps)[number];

export interface DevPorts {
  /** Webpack dev servers: the host at `DEV_PORT_BASE` (3000), the remotes on the next four ports. */
  apps: Record<DevApp, number>;
  /** The host server (`HOST_PORT`, 8080): `/env.json`, `/registry.json` and the secret-holding `/api`. */
  hostServer: number;
  /** The release server (`RELEASE_PORT`, 8081), the CDN stand-in the live registry points at. */
  releaseServer: number;
  /** The sandbox (`SANDBOX_PORT`, 8090). */
  sandbox: number;
}

type Env = Record<string, string | undefined>;

function portFrom(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}=${value} is not a port`);
  return port;
}

export function devPorts(env: Env = process.env): DevPorts {
  const base = portFrom(env, 'DEV_PORT_BASE', 3000);
  const apps = Object.fromEntries(devApps.map((app, index) => [app, base + index])) as Record<DevApp, number>;
  return {
    apps,
    hostServer: portFrom(env, 'HOST_PORT', 8080),
    releaseServer: portFrom(env, 'RELEASE_PORT', 8081),
    sandbox: portFrom(env, 'SANDBOX_PORT', 8090),
  };
}

export function localUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

export function isDevApp(name: string): name is DevApp {
  return (devApps as readonly string[]).includes(name);
}

/** `npm run dev`'s registry: every remote from its own dev server instead of the release store. */
export function devRemoteEntries(env: Env = process.env): Array<{ name: Exclude<DevApp, 'host'>; version: string; entry: string }> {
  const { apps } = devPorts(env);
  return devApps
    .filter((app): app is Exclude<DevApp, 'host'> => app !== 'host')
    .map((name) => ({ name, version: 'dev', entry: `${localUrl(apps[name])}/mf-manifest.json` }));
}

/** The gate password of the local site (`npm start`, `npm run dev`); production sets SITE_PASSWORD. */
export function localSitePassword(env: Env = process.env): string {
  return env.SITE_PASSWORD || 'hotel-local';
}
