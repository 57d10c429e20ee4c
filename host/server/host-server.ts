import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';
import { matchRoute } from '@hotel/domain';
import { AttemptLimiter } from './gate/attempt-limiter';
import { authenticate, gateRedirect, hasGatePass } from './gate/gate-routes';
import { redirect, sendJson } from './http/respond';
import { securityHeaders } from './security-headers';
import type { HostServerConfig } from './server-config';
import { serviceWorkerScript } from './service-worker';
import { clientSession, siteToken } from './session/session-routes';
import { findFile, sendFile } from './static-files';

export interface HostServerOptions {
  port: number;
  host?: string;
  /** The host's production build. */
  distDir: string;
  env: RuntimeEnv;
  config: HostServerConfig;
  /** Read on every request, so a release or rollback shows on the next page load. */
  readRegistry: () => Promise<RuntimeRegistry>;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

function postRoutes(options: HostServerOptions, limiter: AttemptLimiter): Record<string, Handler> {
  const passed = (handler: Handler): Handler => (request, response) =>
    hasGatePass(request, options.config) ? handler(request, response) : sendJson(response, 401, { error: 'gate_not_passed' });
  return {
    '/api/authenticate': (request, response) => authenticate(request, response, options.config, limiter),
    '/api/getClientSession': passed((_, response) => clientSession(response, options.config)),
    '/api/getAccesstoken': passed((_, response) => siteToken(response, options.config)),
  };
}

async function handle(options: HostServerOptions, limiter: AttemptLimiter, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://host.invalid');
  const { pathname } = url;
  if (request.method === 'POST') {
    const route = postRoutes(options, limiter)[pathname];
    if (route) return route(request, response);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (pathname === '/env.json') return sendJson(response, 200, options.env);
  if (pathname === '/registry.json') return sendJson(response, 200, await options.readRegistry());
  if (pathname === '/sw.js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
    response.end(serviceWorkerScript(options.distDir, options.config.releaseUrl));
    return;
  }
  const file = pathname === '/' || pathname.endsWith('.html') ? null : await findFile(options.distDir, pathname);
  if (file) return sendFile(response, file);
  if (pathname.startsWith('/api/')) return sendJson(response, 404, { error: 'not_found' });
  const gate = gateRedirect(request, url, options.config);
  if (gate) return redirect(response, gate);
  // SPA fallback: the shell renders every page, but a path that is no route is answered 404.
  sendFile(response, path.join(options.distDir, 'index.html'), matchRoute(pathname) ? 200 : 404);
}

export function startHostServer(options: HostServerOptions): Promise<RunningServer> {
  const headers = securityHeaders(options.env, options.config.releaseUrl);
  const limiter = new AttemptLimiter(options.config.gateMaxFailures, options.config.gateWindowSeconds * 1000);
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    handle(options, limiter, request, response).catch((error: unknown) => {
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
