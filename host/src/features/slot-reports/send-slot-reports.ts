import { onSlotReport } from '@hotel/ui';

/** Reports one page sends at most, whatever goes wrong on it: a page failing in a loop must not flood the server. */
const maxReportsPerPage = 50;

/**
 * Watch after live (issue 16): how each remote slot load went goes to the host server, which rolls back a
 * version that fails for visitors. A beacon is sent even as the page closes, and its answer is never waited for.
 */
export function sendSlotReports(): void {
  let sent = 0;
  onSlotReport((report) => sent++ < maxReportsPerPage && navigator.sendBeacon('/api/telemetry', JSON.stringify(report)));
}
