import { devPorts, localSitePassword, localUrl } from '@hotel/mf-build/dev-ports';
import { startProcess, stopAll, stopAllOnSignal } from '../orchestration/processes';
import { remoteApps } from '../remotes';
import { ensureSandbox, noServices } from './dev-services';

/**
 * `npm run dev`: webpack dev servers for the host and every remote, with React Refresh, beside the sandbox
 * (found or started) and a host server whose `/registry.json` points at the remote dev servers.
 */
export async function runSite(): Promise<number> {
  const ports = devPorts();
  const started = noServices();
  try {
    await ensureSandbox(ports, started);
  } catch (error) {
    console.error(`dev: ${(error as Error).message}`);
    await stopAll([...started.children.values()], started.closers);
    return 1;
  }
  started.children.set(
    'host server',
    startProcess('host server', 'host/bin/host-server.mjs', {
      DEV_REMOTES: '1',
      HOST_PORT: String(ports.hostServer),
      SANDBOX_URL: localUrl(ports.sandbox),
      SITE_PASSWORD: localSitePassword(),
    }),
  );
  for (const dir of ['host', ...remoteApps.map((remote) => remote.dir)]) {
    started.children.set(dir, startProcess(dir, 'packages/mf-build/bin/dev.mjs', { DEV_APP_DIR: dir }));
  }
  console.log(`Dev site: ${localUrl(ports.apps.host)} (React Refresh); remotes on ${localUrl(ports.apps.mf_search)}–${ports.apps.mf_member}`);
  return stopAllOnSignal(started.children, started.closers);
}
