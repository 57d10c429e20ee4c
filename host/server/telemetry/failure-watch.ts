import type { SlotFailureKind, SlotLoadReport } from '@hotel/contracts';

/** When a version counts as failing for visitors (README "Watch after live"). */
export interface WatchThresholds {
  /** At least this many failed loads … */
  minFailures: number;
  /** … making up at least this share of its loads (0–1) … */
  failureRate: number;
  /** … reported within this many seconds of the version going live. */
  windowSeconds: number;
}

/** The version of a remote live now, and since when (ms since the epoch). */
export interface LiveVersion {
  remote: string;
  version: string;
  liveSince: number;
}

/** A version found failing: what the watch saw, for the registry's history. */
export interface Verdict {
  remote: string;
  version: string;
  failures: number;
  loads: number;
  kinds: Partial<Record<SlotFailureKind, number>>;
  windowSeconds: number;
}

interface Tally {
  liveSince: number;
  loads: number;
  failures: number;
  kinds: Partial<Record<SlotFailureKind, number>>;
  judged: boolean;
}

/**
 * Counts the loads browsers report per live version, from the time it went live to the end of the window, and
 * finds the version failing once its failures cross both thresholds: a few unlucky visitors on a good version
 * stay under the rate, a handful of loads on a bad one under the count. Each going-live is judged once.
 */
export class FailureWatch {
  private tallies = new Map<string, Tally>();

  constructor(private readonly thresholds: WatchThresholds) {}

  count(report: Pick<SlotLoadReport, 'outcome' | 'kind'>, live: LiveVersion, now: number): Verdict | null {
    const windowMs = this.thresholds.windowSeconds * 1000;
    this.forgetBefore(now - windowMs);
    if (now < live.liveSince || now - live.liveSince > windowMs) return null;
    const key = `${live.remote} ${live.version} ${live.liveSince}`;
    const tally = this.tallies.get(key) ?? { liveSince: live.liveSince, loads: 0, failures: 0, kinds: {}, judged: false };
    this.tallies.set(key, tally);
    if (tally.judged) return null;
    tally.loads += 1;
    if (report.outcome === 'failed') {
      tally.failures += 1;
      const kind = report.kind ?? 'render';
      tally.kinds[kind] = (tally.kinds[kind] ?? 0) + 1;
    }
    if (tally.failures < this.thresholds.minFailures || tally.failures / tally.loads < this.thresholds.failureRate) return null;
    tally.judged = true;
    const { loads, failures, kinds } = tally;
    return { remote: live.remote, version: live.version, failures, loads, kinds: { ...kinds }, windowSeconds: this.thresholds.windowSeconds };
  }

  private forgetBefore(oldest: number): void {
    for (const [key, tally] of this.tallies) if (tally.liveSince < oldest) this.tallies.delete(key);
  }
}

const windowText = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);

/** `failed for visitors: 4 of 5 loads (80 %) within 10 min of going live (load ×3, render ×1)`, for `npm run releases`. */
export function verdictReason(verdict: Verdict): string {
  const share = Math.round((verdict.failures / verdict.loads) * 100);
  const kinds = Object.entries(verdict.kinds)
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
  return `failed for visitors: ${verdict.failures} of ${verdict.loads} loads (${share} %) within ${windowText(verdict.windowSeconds)} of going live (${kinds})`;
}
