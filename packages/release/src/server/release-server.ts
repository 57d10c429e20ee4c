import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { immutableCacheControl, type StoreDriver } from '../store/driver';
import { resolveReleasePath } from './release-path';
import { sendStatic } from './send-static';
import { sendStoredObject } from './send-stored-object';

export interface ReleaseServer {
  url: string;
  close(): Promise<void>;
}

export interface ReleaseServerOptions {
  /** The release store: a folder's files are sent from disk, a bucket's objects fetched and passed on. */
  store: StoreDriver;
  port: number;
  host?: string;
  /** PEM key and certificate: serve HTTPS (and HSTS) instead of plain HTTP. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

const allowed = 'GET, HEAD, OPTIONS';
/** A year, the usual preload-grade lifetime; sent only over TLS, where a browser honours it. */
const hsts = 'max-age=31536000';

/** A bucket's keys are checked as a folder's paths are, below a root that is never read. */
const bucketRoot = path.resolve('/release-store');

/** Sends the stored file a checked path names, from the folder or the bucket; false when there is none. */
function sendRelease(request: IncomingMessage, response: ServerResponse, store: StoreDriver, file: string): Promise<boolean> {
  if (store.folder) return sendStatic(request, response, file, { cacheControl: immutableCacheControl });
  const key = path.relative(bucketRoot, file).split(path.sep).join('/');
  return sendStoredObject(request, response, store, key, immutableCacheControl);
}

function handler(store: StoreDriver): RequestListener {
  const root = store.folder ? path.resolve(store.folder) : bucketRoot;
  return (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if ((request.socket as TLSSocket).encrypted) response.setHeader('Strict-Transport-Security', hsts);
    if (request.method === 'OPTIONS') return void response.writeHead(204, { Allow: allowed, 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { Allow: allowed }).end();
    const resolved = resolveReleasePath(root, request.url ?? '/');
    if ('status' in resolved) return void response.writeHead(resolved.status).end();
    void sendRelease(request, response, store, resolved.file).then(
      (sent) => sent || response.writeHead(404).end(),
      () => response.writeHead(404).end(),
    );
  };
}

/**
 * The CDN stand-in, or a CDN's origin: serves the immutable releases of either store, cacheable forever,
 * readable from any origin.
 */
export function startReleaseServer(options: ReleaseServerOptions): Promise<ReleaseServer> {
  const listener = handler(options.store);
  const server: Server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
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
