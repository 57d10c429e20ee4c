import path from 'node:path';
import { devRemoteEntries } from '@hotel/mf-build/dev-ports';
import { defaultEnv, defaultStoreDir, isEnvName, storeFromEnv } from '@hotel/release';
import { contentLookups } from './page/content-lookups';
import { gateSecretFrom } from './gate/gate-secret';
import { startHostServer } from './host-server';
import { operatorTools } from './operator/operator-tools';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';
import { storeSources } from './store-sources';

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
// Preview links and the status page (issue 17); with the dev servers' remotes there is no release to show.
const tools = process.env.DEV_REMOTES ? null : operatorTools(process.env, { store, releaseUrl, config, keptSecret: gateSecret });
const sources = storeSources({ store, siteEnv, releaseUrl, dataDir, proxyHops: config.proxyHops, vars: process.env, ...(tools && { onReport: tools.onReport }) });
const server = await startHostServer({
  port,
  env: runtimeEnvFrom(process.env),
  config,
  // `npm run dev`: the pages and the remotes come from webpack dev servers; no manifests to preload, nothing
  // to watch or roll back.
  ...(tools
    ? {
        ...sources,
        content: contentLookups(config),
        routes: tools.routes,
        ...(tools.registryFor && { registryFor: tools.registryFor }),
      }
    : { hostBuild: sources.hostBuild, readRegistry: async () => ({ remotes: devRemoteEntries() }) }),
});
console.log(`host server: ${server.url} (${siteEnv}, release store ${store.location})`);
if (!process.env.DEV_REMOTES && !(await sources.hostBuild()).dir) {
  console.warn(`host server: no host release is live in ${store.location} (${siteEnv}); pages answer 503 until npm run release -- host`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
