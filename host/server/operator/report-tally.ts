import type { SlotFailureKind, SlotLoadReport } from '@hotel/contracts';
import { findRemoteApp } from '@hotel/release';

/** A failure as the status page lists it: its kind, its error's class name and, when the browser sent one, its stack. */
export interface ReportedFailure {
  kind: SlotFailureKind;
  error: string;
  stack?: string;
  at: string;
}

/** What browsers reported for one remote version since this server started. */
export interface VersionTally {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  kinds: Partial<Record<SlotFailureKind, number>>;
  /** The latest few failures, newest first. */
  recent: ReportedFailure[];
}

const keptFailures = 5;
const keptVersions = 200;

/**
 * Every report's outcome per remote version, for the status page (issue 17): the failure watch counts only a live
 * version's first minutes, an operator wants to see any version's rate. Counts and a few stacks, in memory.
 */
export class ReportTally {
  private readonly tallies = new Map<string, VersionTally>();

  count(report: SlotLoadReport, now = new Date()): void {
    const remote = findRemoteApp(report.remote)?.dir ?? report.remote;
    const key = `${remote}@${report.version}`;
    const tally = this.tallies.get(key) ?? { remote, version: report.version, loads: 0, failures: 0, kinds: {}, recent: [] };
    this.tallies.delete(key);
    // Kept in the order last reported, so the map forgets the versions nobody loads any more first.
    this.tallies.set(key, tally);
    if (this.tallies.size > keptVersions) this.tallies.delete(this.tallies.keys().next().value as string);
    tally.loads += 1;
    if (report.outcome !== 'failed') return;
    const kind = report.kind ?? 'render';
    tally.failures += 1;
    tally.kinds[kind] = (tally.kinds[kind] ?? 0) + 1;
    const failure: ReportedFailure = { kind, error: report.error ?? 'Error', at: now.toISOString(), ...(report.stack ? { stack: report.stack } : {}) };
    tally.recent = [failure, ...tally.recent].slice(0, keptFailures);
  }

  /** Every version reported, by remote, then newest report first. */
  all(): VersionTally[] {
    return [...this.tallies.values()].reverse().sort((a, b) => a.remote.localeCompare(b.remote));
  }

  of(remote: string, version: string): VersionTally | undefined {
    return this.tallies.get(`${remote}@${version}`);
  }
}
