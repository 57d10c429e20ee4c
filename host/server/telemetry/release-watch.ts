import { hostname } from 'node:os';
import type { RemoteName, SlotLoadReport } from '@hotel/contracts';
import { findRemoteApp, type Registry, type RegistryReader, rollBackFailingVersion, type StoreDriver } from '@hotel/release';
import { FailureWatch, type LiveVersion, type Verdict, verdictReason } from './failure-watch';
import type { TelemetryConfig } from './telemetry-config';
import { TelemetryLimits } from './telemetry-limits';
import { telemetryRoute, type TelemetryRoute } from './telemetry-route';

/** The release store and environment a host server serves, and its reader of that environment's registry. */
export interface WatchedStore {
  store: StoreDriver;
  env: string;
  registry: RegistryReader;
}

/** The live version of a remote in a registry, and when it went live: its last move onto that version. */
export function liveVersionIn(registry: Registry, remote: RemoteName): LiveVersion | null {
  const app = findRemoteApp(remote);
  const record = app ? registry.remotes[app.dir] : undefined;
  const wentLive = record?.history.findLast((event) => event.version === record.live);
  if (!app || !record || !wentLive) return null;
  return { remote: app.dir, version: record.live, liveSince: Date.parse(wentLive.at) };
}

/** Rolls a failing version back in the store (or, with auto-rollback off, only says so). */
async function actOn(watched: WatchedStore, config: TelemetryConfig, verdict: Verdict): Promise<void> {
  const reason = verdictReason(verdict);
  const what = `${verdict.remote} ${verdict.version} ${reason}`;
  if (!config.autoRollback) return console.warn(`[telemetry] ${what}; automatic rollback is off (TELEMETRY_AUTO_ROLLBACK=0)`);
  const { failures, loads, windowSeconds } = verdict;
  const moved = await rollBackFailingVersion({
    store: watched.store,
    env: watched.env,
    remote: verdict.remote,
    version: verdict.version,
    reason,
    figures: { failures, loads, windowSeconds },
    actor: `failure watch on ${hostname()}`,
  });
  // This server sees its own move at once; the others within their registry's time to live.
  watched.registry.forget();
  if (moved) console.warn(`[telemetry] ${what}; rolled back to ${moved.to} and marked bad`);
  else console.warn(`[telemetry] ${what}; left live: it is no longer live, or no older good version exists`);
}

/**
 * Watch after live (issue 16): browsers' reports of each slot load are counted per live version of the
 * environment this server serves; a version failing for visitors is rolled back by the registry itself.
 */
export function releaseWatchRoute(
  watched: WatchedStore,
  config: TelemetryConfig,
  proxyHops: number,
  onReport?: (report: SlotLoadReport) => void,
): TelemetryRoute {
  return telemetryRoute({
    ...(onReport && { onReport }),
    limits: new TelemetryLimits(config.clientReportsPerMinute, config.reportsPerMinute),
    watch: new FailureWatch(config.thresholds),
    proxyHops,
    liveVersion: async (remote) => liveVersionIn(await watched.registry.read(), remote),
    onVerdict: (verdict) => {
      actOn(watched, config, verdict).catch((error: unknown) => console.error('[telemetry] could not roll back', error));
    },
  });
}
