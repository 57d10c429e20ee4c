import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RuntimeEnv, RuntimeRegistry } from '@hotel/contracts';
import { matchRoute } from '@hotel/domain';
import { findFile, sendFile } from './static-files';

export interface HostServerOptions {
  port: number;
  host?: string;
  /** The host's production build. */
  distDir: string;
  env: RuntimeEnv;
  /** Read on every request, so a release or rollback shows on the next page load. */
  readRegistry: () => Promise<RuntimeRegistry>;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function handle(options: HostServerOptions, request: IncomingMessage, response: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  const { pathname } = new URL(request.url ?? '/', 'http://host.invalid');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (pathname === '/env.json') return sendJson(response, options.env);
  if (pathname === '/registry.json') return sendJson(response, await options.readRegistry());
  const file = pathname === '/' ? null : await findFile(options.distDir, pathname);
  if (file) return sendFile(response, file);
  // SPA fallback: the shell renders every page, but a path that is no route is answered 404.
  const status = matchRoute(pathname) ? 200 : 404;
  sendFile(response, path.join(options.distDir, 'index.html'), status);
}

export function startHostServer(options: HostServerOptions): Promise<RunningServer> {
  const server = createServer((request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      console.error('[host-server]', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
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
