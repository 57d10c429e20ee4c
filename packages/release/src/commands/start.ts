import { ReleaseError, releaseRemote, releaseUnits, startReleaseServer, type StoreDriver } from '../index';
import { operatorAudit, operatorStore } from './operator';
import { exited, repoRoot, runCommand, startProcess, stopAll, stopAllOnSignal, waitForUrl } from '../orchestration/processes';

const hostPort = Number(process.env.HOST_PORT ?? 8080);
const releasePort = Number(process.env.RELEASE_PORT ?? 8081);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8090);
/** The local gate password; production sets SITE_PASSWORD in the host server's environment. */
const localSitePassword = 'hotel-local';
/** The local password of the status page (/_status); production sets OPERATOR_PASSWORD. */
const localOperatorPassword = 'operator-local';

/**
 * Releases the host, then each remote (each held against the live host), as `npm run release -- <unit>` would.
 * A build marked bad goes live all the same: `npm start` runs what was just built from this checkout.
 */
async function releaseAll(store: StoreDriver): Promise<string | null> {
  const audit = operatorAudit('npm start');
  try {
    for (const unit of releaseUnits) {
      const result = await releaseRemote({ store, remote: unit.dir, repoRoot, force: true, audit });
      console.log(`${unit.dir}: live ${result.version}${result.created ? ' (new release)' : ''}`);
    }
    return null;
  } catch (error) {
    if (error instanceof ReleaseError) return `release refused: ${error.message}`;
    throw error;
  }
}

/**
 * `npm start`: builds what is stale (turbo cache), releases the host and every remote into the local store,
 * starts the sandbox, the release server and the host server (which serves the live host release from the
 * store), and stops them all on Ctrl-C.
 */
export async function run(): Promise<number> {
  const started = Date.now();
  const siteUrl = { SITE_URL: `http://127.0.0.1:${hostPort}`, HOST_PORT: String(hostPort) };
  // The sandbox opens (and on first run seeds) its database while the apps build.
  const sandbox = startProcess('sandbox', 'packages/sandbox/bin/sandbox.mjs', { ...siteUrl, SANDBOX_PORT: String(sandboxPort) });
  const built = await runCommand('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  if (built !== 0) {
    await stopAll([sandbox]);
    return built;
  }
  const store = operatorStore();
  const refused = await releaseAll(store);
  if (refused) {
    console.error(`npm start failed: ${refused}`);
    await stopAll([sandbox]);
    return 1;
  }
  const releaseServer = await startReleaseServer({ store, port: releasePort });
  const env = {
    HOST_PORT: String(hostPort),
    RELEASE_STORE: store.location,
    RELEASE_URL: releaseServer.url,
    SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    SITE_PASSWORD: process.env.SITE_PASSWORD ?? localSitePassword,
    OPERATOR_PASSWORD: process.env.OPERATOR_PASSWORD ?? localOperatorPassword,
  };
  const children = new Map([
    ['sandbox', sandbox],
    ['host server', startProcess('host', 'host/bin/host-server.mjs', env)],
  ]);
  const ready = Promise.all([
    waitForUrl(`http://127.0.0.1:${hostPort}/env.json`),
    waitForUrl(`http://127.0.0.1:${sandboxPort}/health`, 90_000),
  ]);
  const died = Promise.race([...children].map(([name, child]) => exited(child, name)));
  const failure = await Promise.race([ready.then(() => null), died.then((name) => `${name} stopped while starting`)]).catch(
    (error: Error) => error.message,
  );
  if (failure) {
    console.error(`npm start failed: ${failure}`);
    await stopAll([...children.values()], [releaseServer.close]);
    return 1;
  }
  console.log(`
  Site:            http://127.0.0.1:${hostPort}   (site password: ${env.SITE_PASSWORD})
  Status page:     http://127.0.0.1:${hostPort}/_status   (operator password: ${env.OPERATOR_PASSWORD})
  Release server:  ${releaseServer.url}
  Sandbox:         http://127.0.0.1:${sandboxPort}   (e-mails and OTPs: /dev/outbox)
  Up in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.
`);
  return stopAllOnSignal(children, [releaseServer.close]);
}
