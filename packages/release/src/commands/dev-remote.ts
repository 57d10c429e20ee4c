import { devPorts, localSitePassword, localUrl } from '@hotel/mf-build/dev-ports';
import type { RuntimeRegistry } from '@hotel/contracts';
import { findRemoteApp, type RemoteApp } from '../remotes';
import { startProcess, stopAll, stopAllOnSignal } from '../orchestration/processes';
import { ensureHostServer, ensureSandbox, noServices } from './dev-services';

async function liveOthers(hostUrl: string, self: RemoteApp): Promise<string[]> {
  const registry = (await fetch(`${hostUrl}/registry.json`).then((response) => response.json())) as RuntimeRegistry;
  return registry.remotes.filter((remote) => remote.name !== self.name).map((remote) => `${remote.name} ${remote.version}`);
}

/**
 * `npm run dev -w mf-hotel`: one remote alone in its dev shell, against the sandbox (started if none runs)
 * and a host server (found or started) for the session endpoints, `/env.json` and the live registry.
 */
export async function runRemoteAlone(dirOrName: string): Promise<number> {
  const remote = findRemoteApp(dirOrName);
  if (!remote) {
    console.error(`dev: no remote called ${dirOrName}`);
    return 2;
  }
  const ports = devPorts();
  const started = noServices();
  try {
    await ensureSandbox(ports, started);
    await ensureHostServer(ports, started);
  } catch (error) {
    console.error(`dev: ${(error as Error).message}`);
    await stopAll([...started.children.values()], started.closers);
    return 1;
  }
  const hostUrl = localUrl(ports.hostServer);
  const others = await liveOthers(hostUrl, remote).catch(() => []);
  started.children.set(
    remote.dir,
    startProcess(remote.dir, 'packages/mf-build/bin/dev.mjs', {
      DEV_APP_DIR: remote.dir,
      SITE_PASSWORD: localSitePassword(),
    }),
  );
  console.log(`
  ${remote.dir} alone: ${localUrl(ports.apps[remote.name])}   (hot reload; Ctrl-C stops what this started)
  API and session: ${hostUrl}; sandbox ${localUrl(ports.sandbox)}
  Other remotes from the live registry: ${others.length ? others.join(', ') : 'none released yet (npm run release -- <remote>)'}
`);
  return stopAllOnSignal(started.children, started.closers);
}
