import path from 'node:path';
import { devRemoteEntries } from '@hotel/mf-build/dev-ports';
import { defaultEnv, defaultStoreDir, isEnvName, registryReader, registryTtlFrom, storedVersionFits, storeFromEnv, toRuntimeRegistry } from '@hotel/release';
import { storedManifests } from './page/stored-manifests';
import { gateSecretFrom } from './gate/gate-secret';
import { startHostServer } from './host-server';
import { liveHostBuild } from './live-host-build';
import { releaseFolders } from './release-mirror';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';
import { releaseWatchRoute } from './telemetry/release-watch';
import { telemetryConfigFrom } from './telemetry/telemetry-config';

const port = Number(process.env.HOST_PORT ?? 8080);
/** A folder or `s3://bucket/prefix` (issue 17); the AWS variables say where a bucket is and who may read it. */
const store = storeFromEnv(process.env, defaultStoreDir());
/** The environment whose registry this server serves: each host server serves one. */
const siteEnv = process.env.SITE_ENV ?? defaultEnv;
const releaseUrl = process.env.RELEASE_URL ?? 'http://127.0.0.1:8081';
const dataDir = process.env.HOST_DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/host');

let gateSecret: string;
try {
  if (!isEnvName(siteEnv)) throw new Error(`SITE_ENV "${siteEnv}" is no environment name (lower-case letters, digits and -)`);
  gateSecret = gateSecretFrom(process.env, dataDir);
} catch (error) {
  console.error(`host server: ${(error as Error).message}`);
  process.exit(1);
}

const config = serverConfigFrom(process.env, { gateSecret });
const registry = registryReader(store, siteEnv, registryTtlFrom(process.env, store));
// Under `npm run dev` the pages come from the host's webpack dev server; this server's are the live release's.
const hostBuild = liveHostBuild(() => registry.read(), releaseFolders(store, path.join(dataDir, 'store-cache')));
const backupFits = storedVersionFits(store);

async function liveRegistry() {
  return toRuntimeRegistry(await registry.read(), releaseUrl, backupFits);
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
  ...(!process.env.DEV_REMOTES && {
    readManifest: storedManifests(store),
    telemetry: releaseWatchRoute({ store, env: siteEnv, registry }, telemetryConfigFrom(process.env), config.proxyHops),
  }),
});
console.log(`host server: ${server.url} (${siteEnv}, release store ${store.location})`);
if (!process.env.DEV_REMOTES && !(await hostBuild()).dir) {
  console.warn(`host server: no host release is live in ${store.location} (${siteEnv}); pages answer 503 until npm run release -- host`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
