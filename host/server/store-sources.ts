import path from 'node:path';
import type { SlotLoadReport } from '@hotel/contracts';
import { registryReader, registryTtlFrom, storedVersionFits, type StoreDriver, toRuntimeRegistry } from '@hotel/release';
import type { HostServerOptions } from './host-server';
import { liveHostBuild } from './live-host-build';
import { storedManifests } from './page/stored-manifests';
import { releaseFolders } from './release-mirror';
import { releaseWatchRoute } from './telemetry/release-watch';
import { telemetryConfigFrom } from './telemetry/telemetry-config';

export interface StoreSourceOptions {
  store: StoreDriver;
  /** The environment this server serves (SITE_ENV). */
  siteEnv: string;
  /** Where remotes are loaded from: the release server or the CDN in front of it. */
  releaseUrl: string;
  /** Where a bucket's host releases are copied to be served from disk. */
  dataDir: string;
  proxyHops: number;
  /** REGISTRY_TTL_MS and the TELEMETRY_* settings. */
  vars: NodeJS.ProcessEnv;
  /** Told of every browser report accepted (the status page's tally). */
  onReport?: (report: SlotLoadReport) => void;
}

/**
 * What a host server reads from the release store (issue 17): one environment's registry, held for a short time
 * (registryReader), the live host release, the live remotes' manifests, and the failure watch that rolls back in
 * that environment. Several servers on one store each read it so, and agree within the registry's time to live.
 */
export function storeSources(options: StoreSourceOptions): Pick<HostServerOptions, 'hostBuild' | 'readRegistry' | 'readManifest' | 'telemetry'> {
  const { store, siteEnv } = options;
  const registry = registryReader(store, siteEnv, registryTtlFrom(options.vars, store));
  const backupFits = storedVersionFits(store);
  return {
    hostBuild: liveHostBuild(() => registry.read(), releaseFolders(store, path.join(options.dataDir, 'store-cache'))),
    readRegistry: async () => toRuntimeRegistry(await registry.read(), options.releaseUrl, backupFits),
    readManifest: storedManifests(store),
    telemetry: releaseWatchRoute({ store, env: siteEnv, registry }, telemetryConfigFrom(options.vars), options.proxyHops, options.onReport),
  };
}
