import path from 'node:path';
import { devRemoteEntries } from '@hotel/mf-build/dev-ports';
import { defaultStoreDir, readRegistry, storedVersionFits, toRuntimeRegistry } from '@hotel/release';
import { storedManifests } from './page/stored-manifests';
import { gateSecretFrom } from './gate/gate-secret';
import { startHostServer } from './host-server';
import { runtimeEnvFrom } from './runtime-env';
import { serverConfigFrom } from './server-config';

const port = Number(process.env.HOST_PORT ?? 8080);
const storeDir = process.env.RELEASE_STORE ?? defaultStoreDir();
const releaseUrl = process.env.RELEASE_URL ?? 'http://127.0.0.1:8081';
const distDir = path.resolve(import.meta.dirname, '../dist');
const backupFits = storedVersionFits(storeDir, () => path.join(distDir, 'mf-manifest.json'));

let gateSecret: string;
try {
  gateSecret = gateSecretFrom(process.env, process.env.HOST_DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/host'));
} catch (error) {
  console.error(`host server: ${(error as Error).message}`);
  process.exit(1);
}

const server = await startHostServer({
  port,
  distDir,
  env: runtimeEnvFrom(process.env),
  config: serverConfigFrom(process.env, { gateSecret }),
  readRegistry: async () =>
    // `npm run dev`: the remotes come from their webpack dev servers instead of the release store.
    process.env.DEV_REMOTES ? { remotes: devRemoteEntries() } : toRuntimeRegistry(await readRegistry(storeDir), releaseUrl, backupFits),
  ...(process.env.DEV_REMOTES ? {} : { readManifest: storedManifests(storeDir) }),
});
console.log(`host server: ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
