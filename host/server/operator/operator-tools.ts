import type { IncomingMessage } from 'node:http';
import type { RuntimeRegistry, SlotLoadReport } from '@hotel/contracts';
import { previewSecretFrom, type StoreDriver } from '@hotel/release';
import type { RouteTable } from '../http/route-table';
import { previewService } from '../preview/preview-routes';
import type { HostServerConfig } from '../server-config';
import { operatorConfigFrom } from './operator-config';
import { productionEnv, storeReleaseAccess } from './release-access';
import { ReportTally } from './report-tally';
import { statusRoutes } from './status-routes';

export interface OperatorTools {
  routes: RouteTable;
  registryFor?: (request: IncomingMessage, live: RuntimeRegistry) => Promise<RuntimeRegistry>;
  /** Counts each browser report for the status page. */
  onReport: (report: SlotLoadReport) => void;
}

export interface OperatorToolsOptions {
  store: StoreDriver;
  releaseUrl: string;
  config: HostServerConfig;
  /** The host server's kept random secret (the gate's), which the operator pass is signed with beside its password. */
  keptSecret: string;
}

/**
 * Issue 17's tools in the host server: preview links (`/_preview`) and the operator's status page (`/_status`).
 * In production each needs its secret in the environment (PREVIEW_SECRET, OPERATOR_PASSWORD); without it that
 * tool is off, and the server says so.
 */
export function operatorTools(env: NodeJS.ProcessEnv, options: OperatorToolsOptions): OperatorTools {
  const siteEnv = env.SITE_ENV || productionEnv;
  const access = storeReleaseAccess(options.store, options.releaseUrl, siteEnv);
  const tally = new ReportTally();
  const operator = operatorConfigFrom(env, options.keptSecret);
  if (!operator) console.warn('host server: no status page (/_status) without OPERATOR_PASSWORD in production');
  let preview: ReturnType<typeof previewService> | null = null;
  try {
    preview = previewService({ access, env: siteEnv, secret: previewSecretFrom(env), config: options.config });
  } catch (error) {
    console.warn(`host server: no preview links: ${(error as Error).message}`);
  }
  const status = operator ? statusRoutes({ access, operator, config: options.config, tally, env: siteEnv, releaseUrl: options.releaseUrl }) : {};
  return {
    routes: { ...preview?.routes, ...status },
    ...(preview && { registryFor: preview.registryFor }),
    onReport: (report) => tally.count(report),
  };
}
