import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentTypeOf } from './content-types';

export interface ReleaseServer {
  url: string;
  close(): Promise<void>;
}

/** `/<remote>/<version>/<file>` only: the registry itself is the host server's business. */
const releasePath = /^\/mf-[a-z]+\/[\w.+-]+\/[\w./-]+$/;

/**
 * The CDN stand-in: serves the immutable release folders, cacheable forever, readable from any origin.
 */
export function startReleaseServer(options: { storeDir: string; port: number; host?: string }): Promise<ReleaseServer> {
  const root = path.resolve(options.storeDir);
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    const { pathname } = new URL(request.url ?? '/', 'http://release.invalid');
    const file = path.join(root, path.normalize(pathname));
    if (!releasePath.test(pathname) || pathname.includes('..') || !file.startsWith(root + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) return void response.writeHead(404).end();
        response.writeHead(200, {
          'Content-Type': contentTypeOf(file),
          'Content-Length': info.size,
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
        if (request.method === 'HEAD') return void response.end();
        createReadStream(file).pipe(response);
      },
      () => response.writeHead(404).end(),
    );
  });
  // See the host server: outlive the clients' idle sockets so a reused one is never reset under them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
