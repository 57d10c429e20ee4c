import type { RemoteName, SlotLoadReport } from '@hotel/contracts';
import { findRemoteApp, readRegistry, rollBackFailingVersion } from '@hotel/release';
import { FailureWatch, type LiveVersion, type Verdict, verdictReason } from './failure-watch';
import type { TelemetryConfig } from './telemetry-config';
import { TelemetryLimits } from './telemetry-limits';
import { telemetryRoute, type TelemetryRoute } from './telemetry-route';

/** The live version of a remote in the store, and when it went live: its last move onto that version. */
export function liveVersionIn(storeDir: string, remote: RemoteName): LiveVersion | null {
  const app = findRemoteApp(remote);
  const record = app ? readRegistry(storeDir).remotes[app.dir] : undefined;
  const wentLive = record?.history.findLast((event) => event.version === record.live);
  if (!app || !record || !wentLive) return null;
  return { remote: app.dir, version: record.live, liveSince: Date.parse(wentLive.at) };
}

/** Rolls a failing version back in the store (or, with auto-rollback off, only says so). */
function actOn(storeDir: string, config: TelemetryConfig, verdict: Verdict): void {
  const reason = verdictReason(verdict);
  const what = `${verdict.remote} ${verdict.version} ${reason}`;
  if (!config.autoRollback) return console.warn(`[telemetry] ${what}; automatic rollback is off (TELEMETRY_AUTO_ROLLBACK=0)`);
  const { failures, loads, windowSeconds } = verdict;
  const moved = rollBackFailingVersion({ storeDir, remote: verdict.remote, version: verdict.version, reason, figures: { failures, loads, windowSeconds } });
  if (moved) console.warn(`[telemetry] ${what}; rolled back to ${moved.to} and marked bad`);
  else console.warn(`[telemetry] ${what}; left live: it is no longer live, or no older good version exists`);
}

/**
 * Watch after live (issue 16): browsers' reports of each slot load are counted per live version of the release
 * store; a version failing for visitors is rolled back by the registry itself.
 */
export function releaseWatchRoute(
  storeDir: string,
  config: TelemetryConfig,
  proxyHops: number,
  onReport?: (report: SlotLoadReport) => void,
): TelemetryRoute {
  return telemetryRoute({
    ...(onReport && { onReport }),
    limits: new TelemetryLimits(config.clientReportsPerMinute, config.reportsPerMinute),
    watch: new FailureWatch(config.thresholds),
    proxyHops,
    liveVersion: (remote) => liveVersionIn(storeDir, remote),
    onVerdict: (verdict) => {
      try {
        actOn(storeDir, config, verdict);
      } catch (error) {
        console.error('[telemetry] could not roll back', error);
      }
    },
  });
}
