import path from 'node:path';
import { devRemoteEntries } from '@hotel/mf-build/dev-ports';
import { defaultStoreDir, readRegistry, storedVersionFits, toRuntimeRegistry } from '@hotel/release';
import { hotelHeroLookup } from './page/hotel-hero';
import { storedManifests } from './page/stored-manifests';
import { gateSecretFrom } from './gate/gate-secret';
import { startHostServer } from './host-server';
import { liveHostBuild } from './live-host-build';
import { operatorTools } from './operator/operator-tools';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';
import { releaseWatchRoute } from './telemetry/release-watch';
import { telemetryConfigFrom } from './telemetry/telemetry-config';

const port = Number(process.env.HOST_PORT ?? 8080);
const storeDir = process.env.RELEASE_STORE ?? defaultStoreDir();
const releaseUrl = process.env.RELEASE_URL ?? 'http://127.0.0.1:8081';

let gateSecret: string;
try {
  gateSecret = gateSecretFrom(process.env, process.env.HOST_DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/host'));
} catch (error) {
  console.error(`host server: ${(error as Error).message}`);
  process.exit(1);
}

const config = serverConfigFrom(process.env, { gateSecret });
// Preview links and the status page (issue 17); with the dev servers' remotes there is no release to show.
const tools = process.env.DEV_REMOTES ? null : operatorTools(process.env, { storeDir, releaseUrl, config, keptSecret: gateSecret });
// Under `npm run dev` the pages come from the host's webpack dev server; this server's are the live release's.
const hostBuild = liveHostBuild(storeDir);
/** The live host release's manifest, as of the last registry read: what a remote's backup version must fit. */
let liveHostManifest: string | null = null;
const backupFits = storedVersionFits(storeDir, () => liveHostManifest);

async function liveRegistry() {
  const host = await hostBuild();
  liveHostManifest = host.dir ? path.join(host.dir, 'mf-manifest.json') : null;
  return toRuntimeRegistry(await readRegistry(storeDir), releaseUrl, backupFits);
}

const server = await startHostServer({
  port,
  hostBuild,
  env: runtimeEnvFrom(process.env),
  config,
  readRegistry: async () =>
    // `npm run dev`: the remotes come from their webpack dev servers instead of the release store.
    process.env.DEV_REMOTES ? { remotes: devRemoteEntries() } : liveRegistry(),
  // Dev servers serve no release: no manifests to preload, nothing to watch or roll back.
  ...(tools && {
    readManifest: storedManifests(storeDir),
    heroOf: hotelHeroLookup(config),
    telemetry: releaseWatchRoute(storeDir, telemetryConfigFrom(process.env), config.proxyHops, tools.onReport),
    routes: tools.routes,
    ...(tools.registryFor && { registryFor: tools.registryFor }),
  }),
});
console.log(`host server: ${server.url}`);
if (!process.env.DEV_REMOTES && !(await hostBuild()).dir) {
  console.warn(`host server: no host release is live in ${storeDir}; pages answer 503 until npm run release -- host`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
