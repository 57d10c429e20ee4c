import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemoteName, SlotLoadReport } from '@hotel/contracts';
import { clientAddress } from '../http/forwarded';
import { readJsonBody, sendJson } from '../http/respond';
import type { FailureWatch, LiveVersion, Verdict } from './failure-watch';
import { slotReportSchema } from './slot-report-schema';
import type { TelemetryLimits } from './telemetry-limits';

/** A report is a few fields and a stack of at most 10 frames: anything larger is no report of ours. */
const maxReportBytes = 4096;

export interface TelemetryRouteOptions {
  limits: TelemetryLimits;
  watch: FailureWatch;
  proxyHops: number;
  /** The remote's live version and since when, as the registry says now; null when it has none. */
  liveVersion: (remote: RemoteName) => Promise<LiveVersion | null>;
  /** A version crossed the thresholds (once per going-live). */
  onVerdict: (verdict: Verdict) => void;
  /** Every report accepted, whatever version it names (the status page's failure rates, issue 17). */
  onReport?: (report: SlotLoadReport) => void;
}

export type TelemetryRoute = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * `POST /api/telemetry`: one slot load's report from a browser (issue 16). Counted only for the version live
 * now (a page opened before a release or rollback tells of a version no longer served); 204 whether counted
 * or not, 400 for what is not a report, 429 over the limits.
 */
export function telemetryRoute(options: TelemetryRouteOptions): TelemetryRoute {
  return async (request, response) => {
    if (!(await options.limits.admit(clientAddress(request, options.proxyHops)))) {
      request.resume();
      return sendJson(response, 429, { error: 'too_many_reports' }, { 'Retry-After': '60' });
    }
    const parsed = slotReportSchema.safeParse(await readJsonBody(request, maxReportBytes));
    if (!parsed.success) return sendJson(response, 400, { error: 'invalid_report' });
    options.onReport?.(parsed.data);
    const live = await options.liveVersion(parsed.data.remote);
    const verdict = live?.version === parsed.data.version ? options.watch.count(parsed.data, live, Date.now()) : null;
    response.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    if (verdict) options.onVerdict(verdict);
  };
}
