import path from 'node:path';
import { devRemoteEntries } from '@hotel/mf-build/dev-ports';
import { defaultStoreDir, readRegistry, toRuntimeRegistry } from '@hotel/release';
import { gateSecretFrom } from './gate/gate-secret';
import { startHostServer } from './host-server';
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
const server = await startHostServer({
  port,
  distDir: path.resolve(import.meta.dirname, '../dist'),
  env: runtimeEnvFrom(process.env),
  config,
  readRegistry: async () =>
    // `npm run dev`: the remotes come from their webpack dev servers instead of the release store.
    process.env.DEV_REMOTES ? { remotes: devRemoteEntries() } : toRuntimeRegistry(await readRegistry(storeDir), releaseUrl),
  // Dev servers serve no release: nothing to watch or roll back.
  ...(!process.env.DEV_REMOTES && { telemetry: releaseWatchRoute(storeDir, telemetryConfigFrom(process.env), config.proxyHops) }),
});
console.log(`host server: ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
