import type { RemoteName, SlotLoadReport } from '@hotel/contracts';
import { routeDefinitions } from '@hotel/domain';
import { remoteApps } from '@hotel/release';
import { z } from 'zod';
import { isReportStack } from './stack-frame';

const routePatterns = new Set(routeDefinitions.flatMap((route) => route.paths));
const remoteNames = remoteApps.map((app) => app.name) as [RemoteName, ...RemoteName[]];

/**
 * A browser's report as `POST /api/telemetry` accepts it. Strict, so nothing rides along: the route must be one
 * of the site's own patterns (never an address with ids or a query), the error a bare class name (never a
 * message, which may quote what a visitor typed).
 */
export const slotReportSchema = z
  .strictObject({
    remote: z.enum(remoteNames),
    version: z.string().regex(/^[\w.+-]{1,80}$/),
    route: z
      .string()
      .refine((route) => routePatterns.has(route))
      .nullable(),
    outcome: z.enum(['rendered', 'failed']),
    kind: z.enum(['load', 'render', 'first-frame-timeout']).optional(),
    error: z.string().regex(/^[A-Za-z]{1,40}$/).optional(),
    stack: z.string().max(4000).refine(isReportStack).optional(),
  })
  .refine((report) => (report.outcome === 'failed') === (report.kind !== undefined), { message: 'kind goes with failed, and only with it' })
  .refine((report) => report.outcome === 'failed' || (report.error === undefined && report.stack === undefined), {
    message: 'error and stack go with failed only',
  }) satisfies z.ZodType<SlotLoadReport>;
