import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { resolveReleasePath } from './release-path';
import { sendStatic } from './send-static';

export interface ReleaseServer {
  url: string;
  close(): Promise<void>;
}

export interface ReleaseServerOptions {
  storeDir: string;
  port: number;
  host?: string;
  /** PEM key and certificate: serve HTTPS (and HSTS) instead of plain HTTP. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

const allowed = 'GET, HEAD, OPTIONS';
/** A year, the usual preload-grade lifetime; sent only over TLS, where a browser honours it. */
const hsts = 'max-age=31536000';

function handler(root: string): RequestListener {
  return (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if ((request.socket as TLSSocket).encrypted) response.setHeader('Strict-Transport-Security', hsts);
    if (request.method === 'OPTIONS') return void response.writeHead(204, { Allow: allowed, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { Allow: allowed }).end();
    const resolved = resolveReleasePath(root, request.url ?? '/');
    if ('status' in resolved) return void response.writeHead(resolved.status).end();
    void sendStatic(request, response, resolved.file, { cacheControl: 'public, max-age=31536000, immutable' }).then(
      (sent) => sent || response.writeHead(404).end(),
      () => response.writeHead(404).end(),
    );
  };
}

/**
 * The CDN stand-in: serves the immutable release folders, cacheable forever, readable from any origin.
 */
export function startReleaseServer(options: ReleaseServerOptions): Promise<ReleaseServer> {
  const root = path.resolve(options.storeDir);
  const server: Server = options.tls ? createTlsServer(options.tls, handler(root)) : createServer(handler(root));
  // See the host server: outlive the clients' idle sockets so a reused one is never reset under them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  const scheme = options.tls ? 'https' : 'http';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `${scheme}://${host}:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
