import type { ChildProcess } from 'node:child_process';
import { type DevPorts, localSitePassword, localUrl } from '@hotel/mf-build/dev-ports';
import { startReleaseServer } from '../index';
import { startProcess, waitForUrl } from '../orchestration/processes';
import { operatorStore } from './operator';

async function probe(url: string, fetchImpl: typeof fetch): Promise<Response | null> {
  try {
    return await fetchImpl(url, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return null;
  }
}

/** True when a service already answers `url` the way a healthy one does (2xx). */
export async function answers(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  return (await probe(url, fetchImpl))?.ok ?? false;
}

/** True when anything answers at all, even 404: the port is taken. */
export async function listening(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  return (await probe(url, fetchImpl)) !== null;
}

/** What a dev command started itself, to stop on exit; a service found running is left alone. */
export interface StartedServices {
  children: Map<string, ChildProcess>;
  closers: Array<() => Promise<void>>;
}

export function noServices(): StartedServices {
  return { children: new Map(), closers: [] };
}

/** The sandbox on its port: the one already running, or one started here (its database opens in seconds). */
export async function ensureSandbox(ports: DevPorts, started: StartedServices): Promise<void> {
  const health = `${localUrl(ports.sandbox)}/health`;
  if (await answers(health)) return void console.log(`sandbox: using the one at ${localUrl(ports.sandbox)}`);
  const sandbox = startProcess('sandbox', 'packages/sandbox/bin/sandbox.mjs', {
    SANDBOX_PORT: String(ports.sandbox),
    SITE_URL: localUrl(ports.hostServer),
  });
  started.children.set('sandbox', sandbox);
  await waitForUrl(health, 90_000);
}

/**
 * A host server for the secret-holding endpoints, `/env.json` and the live `/registry.json`: the one already
 * running (`npm start`), or one started here over the local release store, with the release server its
 * registry points at.
 */
export async function ensureHostServer(ports: DevPorts, started: StartedServices, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const hostUrl = localUrl(ports.hostServer);
  if (await answers(`${hostUrl}/env.json`)) return void console.log(`host server: using the one at ${hostUrl}`);
  const store = operatorStore();
  let releaseUrl = localUrl(ports.releaseServer);
  if (!(await listening(releaseUrl))) {
    const releaseServer = await startReleaseServer({ store, port: ports.releaseServer });
    started.closers.push(releaseServer.close);
    releaseUrl = releaseServer.url;
  }
  const host = startProcess('host server', 'host/bin/host-server.mjs', {
    HOST_PORT: String(ports.hostServer),
    RELEASE_STORE: store.location,
    RELEASE_URL: releaseUrl,
    SANDBOX_URL: localUrl(ports.sandbox),
    SITE_PASSWORD: localSitePassword(),
    ...env,
  });
  started.children.set('host server', host);
  await waitForUrl(`${hostUrl}/env.json`);
}
