import type { WatchThresholds } from './failure-watch';

export interface TelemetryConfig {
  thresholds: WatchThresholds;
  /** Reports counted per client address, and from all clients together, per minute; more are answered 429. */
  clientReportsPerMinute: number;
  reportsPerMinute: number;
  /** Off (`TELEMETRY_AUTO_ROLLBACK=0`): a failing version is only logged, and stays live. */
  autoRollback: boolean;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * README "Watch after live": by default a version is rolled back when at least 5 of its loads failed and they
 * are at least half of its loads, within its first 10 minutes live. Five failures keep a couple of visitors on
 * bad networks (or a slow first minute) from deciding; half keeps a busy good version, which also has some
 * unlucky loads, live; ten minutes is when a release is watched, not a verdict on a version live for days.
 */
export function telemetryConfigFrom(env: NodeJS.ProcessEnv): TelemetryConfig {
  return {
    thresholds: {
      minFailures: numberFrom(env.TELEMETRY_MIN_FAILURES, 5),
      failureRate: Math.min(1, numberFrom(env.TELEMETRY_FAILURE_RATE, 0.5)),
      windowSeconds: numberFrom(env.TELEMETRY_WINDOW_SECONDS, 600),
    },
    clientReportsPerMinute: numberFrom(env.TELEMETRY_CLIENT_REPORTS_PER_MINUTE, 120),
    reportsPerMinute: numberFrom(env.TELEMETRY_REPORTS_PER_MINUTE, 6000),
    autoRollback: env.TELEMETRY_AUTO_ROLLBACK !== '0',
  };
}
