import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultStoreDir, releaseRemote, remoteApps, startReleaseServer } from '../index';
import { repoRoot, runCommand, startProcess, stopAllOnSignal, waitForUrl } from '../orchestration/processes';

const hostPort = Number(process.env.HOST_PORT ?? 8080);
const releasePort = Number(process.env.RELEASE_PORT ?? 8081);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8090);
/** The local gate password; production sets SITE_PASSWORD in the host server's environment. */
const localSitePassword = 'hotel-local';

/**
 * `npm start`: builds what is stale (turbo cache), releases every remote into the local store, starts the
 * sandbox, the release server and the host server, and stops them all on Ctrl-C.
 */
export async function run(): Promise<number> {
  const started = Date.now();
  const built = await runCommand('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  if (built !== 0) return built;
  const storeDir = process.env.RELEASE_STORE ?? defaultStoreDir();
  for (const remote of remoteApps) {
    const result = releaseRemote({ storeDir, remote: remote.dir, repoRoot });
    console.log(`${remote.dir}: live ${result.version}${result.created ? ' (new release)' : ''}`);
  }
  const releaseServer = await startReleaseServer({ storeDir, port: releasePort });
  const env = {
    HOST_PORT: String(hostPort),
    RELEASE_STORE: storeDir,
    RELEASE_URL: releaseServer.url,
    SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    SITE_PASSWORD: process.env.SITE_PASSWORD ?? localSitePassword,
  };
  const sandboxScript = path.join(repoRoot, 'packages/sandbox/bin/sandbox.mjs');
  const children = [startProcess('host', 'host/bin/host-server.mjs', env)];
  if (existsSync(sandboxScript)) children.push(startProcess('sandbox', sandboxScript, { ...env, SANDBOX_PORT: String(sandboxPort) }));
  await waitForUrl(`http://127.0.0.1:${hostPort}/env.json`);
  if (children.length > 1) await waitForUrl(`http://127.0.0.1:${sandboxPort}/health`, 60_000);
  console.log(`
  Site:            http://127.0.0.1:${hostPort}   (site password: ${env.SITE_PASSWORD})
  Release server:  ${releaseServer.url}
  Sandbox:         http://127.0.0.1:${sandboxPort}   (e-mails and OTPs: /dev/outbox)
  Up in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.
`);
  return stopAllOnSignal(children, [releaseServer.close]);
}
