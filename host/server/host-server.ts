import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';
import type { Handler, RouteTable } from './http/route-table';
import { authenticate, gateRedirect, hasGatePass } from './gate/gate-routes';
import type { HostBuildLookup } from './host-build';
import { findHostFile } from './host-files';
import { GateThrottle, gateThrottleRules } from './gate/gate-throttle';
import { cameOverHttps } from './http/forwarded';
import { redirect, sendJson } from './http/respond';
import { lookUpPostcode, postcodeOf } from './postcode/postcode-route';
import { securityHeaders } from './security-headers';
import type { HostServerConfig } from './server-config';
import { serviceWorkerScript } from './service-worker';
import { clientSession, siteToken } from './session/session-routes';
import { sendPage, type PageSources } from './page/send-page';
import { sendFile } from './static-files';
import type { TelemetryRoute } from './telemetry/telemetry-route';

export interface HostServerOptions {
  port: number;
  host?: string;
  /** The host build to answer from: the live host release (`live-host-build.ts`), looked up per request. */
  hostBuild: HostBuildLookup;
  env: RuntimeEnv;
  config: HostServerConfig;
  /** Read on every request, so a release or rollback shows on the next page load. */
  readRegistry: () => Promise<RuntimeRegistry>;
  /** A live remote's manifest, for the page's preload hints; none without it. */
  readManifest?: PageSources['readManifest'];
  /** What first paints draw of the content API (a hotel's name and picture, a list's first card); none without it. */
  content?: PageSources['content'];
  /** `POST /api/telemetry`, browsers' reports of remote loads (issue 16); absent, the path is not served. */
  telemetry?: TelemetryRoute;
  /** Routes of the operator tools (preview links, the status page), outside the site gate: each guards itself. */
  routes?: RouteTable;
  /** The registry one browser is served (the preview it holds, issue 17); the live one when absent. */
  registryFor?: (request: IncomingMessage, live: RuntimeRegistry) => Promise<RuntimeRegistry>;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const passed = (options: HostServerOptions, handler: Handler): Handler => (request, response) =>
  hasGatePass(request, options.config) ? handler(request, response) : sendJson(response, 401, { error: 'gate_not_passed' });

function postRoutes(options: HostServerOptions, throttle: GateThrottle): Record<string, Handler> {
  return {
    '/api/authenticate': (request, response) => authenticate(request, response, options.config, throttle),
    '/api/getClientSession': passed(options, (request, response) => clientSession(request, response, options.config)),
    '/api/getAccesstoken': passed(options, (request, response) => siteToken(request, response, options.config)),
    ...(options.telemetry && { '/api/telemetry': passed(options, options.telemetry) }),
  };
}

async function handle(options: HostServerOptions, throttle: GateThrottle, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://host.invalid');
  const { pathname } = url;
  const own = options.routes?.[`${request.method} ${pathname}`];
  if (own) return own(request, response);
  if (request.method === 'POST') {
    const route = postRoutes(options, throttle)[pathname];
    if (route) return route(request, response);
  }
  const postcode = request.method === 'GET' ? postcodeOf(pathname) : null;
  if (postcode !== null) return passed(options, (_, answer) => lookUpPostcode(postcode, answer, options.config))(request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (pathname === '/env.json') return sendJson(response, 200, options.env);
  const readRegistry = async () => {
    const live = await options.readRegistry();
    return options.registryFor ? options.registryFor(request, live) : live;
  };
  if (pathname === '/registry.json') return sendJson(response, 200, await readRegistry());
  const build = await options.hostBuild();
  if (pathname === '/sw.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
    response.end(serviceWorkerScript(build.dir, options.config.releaseUrl, build.version));
    return;
  }
  const file = pathname === '/' || pathname.endsWith('.html') ? null : await findHostFile(build, pathname);
  if (file) return sendFile(request, response, file);
  if (pathname.startsWith('/api/')) return sendJson(response, 404, { error: 'not_found' });
  const gate = gateRedirect(request, url, options.config);
  if (gate) return redirect(response, gate);
  if (!build.dir) return sendJson(response, 503, { error: 'no_host_release', fix: 'npm run release -- host' });
  // Which host release answered: a host release or rollback is seen on the next page load.
  if (build.version) response.setHeader('X-Host-Version', build.version);
  // SPA fallback: the shell renders every page, but a path that is no route is answered 404.
  const { env, readManifest, content } = options;
  return sendPage(request, response, pathname, { distDir: build.dir, env, readRegistry, ...(readManifest ? { readManifest } : {}), ...(content ? { content } : {}) });
}

/** A year, the minimum the browsers' preload lists ask for; no includeSubDomains, as other hosts of the domain are not ours. */
const strictTransportSecurity = 'max-age=31536000';

export function startHostServer(options: HostServerOptions): Promise<RunningServer> {
  const headers = securityHeaders(options.env, options.config.releaseUrl);
  const { gateMaxFailures, gateGlobalMaxFailures, gateWindowSeconds, proxyHops } = options.config;
  const throttle = new GateThrottle(gateThrottleRules(gateMaxFailures, gateGlobalMaxFailures, gateWindowSeconds));
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    // Over plain HTTP the header would be ignored, and a local site must stay reachable over http://127.0.0.1.
    if (cameOverHttps(request, proxyHops)) response.setHeader('Strict-Transport-Security', strictTransportSecurity);
    handle(options, throttle, request, response).catch((error: unknown) => {
      console.error('[host-server]', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  // Longer than the clients' idle sockets live (a browser, a proxy, Playwright's route.fetch): Node's 5 s
  // default closes a kept-alive socket just as a client reuses it, and that request fails with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const close = () => new Promise<void>((done) => server.close(() => done()));
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://${host}:${port}`, close });
    });
  });
}
