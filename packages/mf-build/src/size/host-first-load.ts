import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Just enough of the host server for the shell to start: its build, a stub config and session, no remotes. */
function stubHostServer(distDir: string): Promise<{ url: string; server: Server }> {
  const env = {
    apiBase: { booking: '/x', content: '/x', loyalty: '/x', postcode: '/x', card: '/x' },
    brandId: 297,
    globalHotelId: 2851,
    defaultLocale: 'ja',
    mapsApiKey: null,
    baiduMapsKey: null,
    cardShopKey: 'k',
    usdPerYen: 0.0066,
    remoteLoadDeadlineMs: 1800,
    features: {},
  };
  const json: Record<string, unknown> = {
    '/env.json': env,
    '/registry.json': { remotes: [] },
    '/api/getClientSession': { client_session: 'size-check', expires_in: 600 },
    '/api/getAccesstoken': { token: 'size-check', expired: new Date(Date.now() + 600_000).toISOString() },
  };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://size.invalid').pathname;
    if (json[pathname]) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(json[pathname]));
    }
    const file = path.join(distDir, path.normalize(pathname));
    void stat(file)
      .then((info) => (info.isFile() && file.startsWith(distDir) ? file : path.join(distDir, 'index.html')))
      .catch(() => path.join(distDir, 'index.html'))
      .then(async (found) => {
        const type = found.endsWith('.js') ? 'text/javascript' : found.endsWith('.css') ? 'text/css' : 'text/html';
        response.writeHead(200, { 'content-type': type });
        response.end(await readFile(found));
      });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

/**
 * The host's first load as a browser sees it: every script the shell fetches to show the home page
 * (runtime, the shared libraries it uses, its own code, the Japanese catalogue), gzip level 9.
 */
export async function measureHostFirstLoad(distDir: string): Promise<{ kb: number; files: string[] }> {
  const { url, server } = await stubHostServer(distDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ locale: 'ja-JP' });
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.url().startsWith(url) && response.url().endsWith('.js')) {
        scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`${url}/`);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    return { kb: sizes.reduce((sum, bytes) => sum + bytes, 0) / 1024, files: [...scripts.keys()].map((u) => u.slice(url.length)) };
  } finally {
    await browser.close();
    server.close();
  }
}
