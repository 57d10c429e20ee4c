import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run soak -w @hotel/sandbox [-- --minutes 5 --concurrency 20 --interval 10]`: does the sandbox's memory
 * plateau under the list page's hotel search? Starts an in-memory sandbox in a child process on loopback, runs
 * `concurrency` visitors for `minutes`, each doing what the list page does (hotels-and-areas, then the brand
 * price search 5 codes per call, then each card's thumbnail), and prints the child's RSS every `interval`
 * seconds. Bounded in time; it stops itself and the child. Not part of `npm test`.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '20' },
    interval: { type: 'string', default: '10' },
  },
});
const durationMs = Number(values.minutes) * 60_000;
const concurrency = Number(values.concurrency);
const intervalMs = Number(values.interval) * 1000;
const languages = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'];
const keywords = ['', '', 'Tokyo', 'Osaka', 'Kyoto', '東京', 'onsen'];

/** Loaded into the child: where its memory sits (JS heap; external: buffers and PGlite's WASM memory; the rest native), every second. */
const memoryProbe = `data:text/javascript,setInterval(() => { const m = process.memoryUsage(); process.stderr.write('MEMORY ' + [m.heapUsed, m.external, m.arrayBuffers].join(' ') + '\\n'); }, 1000).unref();`;
const latestMemory = { heapUsed: 0, external: 0 };

function startSandbox(): Promise<{ child: ChildProcess; url: string }> {
  const bin = path.resolve(import.meta.dirname, '../../bin/sandbox.mjs');
  // Loopback only, whatever the caller's environment says.
  const child = spawn(process.execPath, ['--import', memoryProbe, bin, '--memory', '--port', '0'], {
    env: { ...process.env, SANDBOX_HOST: '127.0.0.1', SANDBOX_MEMORY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      const memory = /^MEMORY (\d+) (\d+)/.exec(line);
      if (memory) Object.assign(latestMemory, { heapUsed: Number(memory[1]), external: Number(memory[2]) });
      else if (line.trim()) process.stderr.write(`${line}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /sandbox: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolve({ child, url: ready[1] as string });
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited early (code ${code}): ${output}`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Counters {
  requests: number;
  failures: number;
}

async function visitor(url: string, deadline: number, counters: Counters) {
  const json = async <T>(method: string, route: string, headers: Record<string, string>, body?: unknown): Promise<T | null> => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    counters.requests += 1;
    if (!response.ok) counters.failures += 1;
    const text = await response.text();
    return response.ok ? (JSON.parse(text) as T) : null;
  };
  const session = await json<{ client_session: string }>('POST', '/booking/client_sessions', {}, { key: 'sandbox-client-key', secret: 'sandbox-client-secret' });
  const token = await json<{ token: string }>('GET', '/content/api/core/CoreAuthentication/GenerateToken', {
    username: 'sandbox-content-user',
    password: 'sandbox-content-password',
    audience: 'hotel-site',
  });
  const headers = { 'client-session': session?.client_session ?? '', locale: 'ja' };
  while (Date.now() < deadline) {
    const lang = pick(languages);
    const found = await json<{ data: { hotels: Array<{ bookingCode: string; featuredImage: string }> } }>(
      'POST',
      '/content/api/v2/hotels-and-areas',
      { authorization: `Bearer ${token?.token ?? ''}` },
      { lang, keyword: pick(keywords) },
    );
    const hotels = found?.data.hotels ?? [];
    const checkin = 1 + Math.floor(Math.random() * 120);
    const rooms = [{ checkin_date: isoDaysAhead(checkin), checkout_date: isoDaysAhead(checkin + 1 + Math.floor(Math.random() * 3)), adults: 1 + Math.floor(Math.random() * 3), children: 0 }];
    const pages = [];
    for (let start = 0; start < hotels.length; start += 5) {
      const q = JSON.stringify({ page: 1, per_page: 5, rooms, hotel_codes: hotels.slice(start, start + 5).map((h) => h.bookingCode) });
      pages.push(json('GET', `/booking/hotel_brands/297/hotels?${new URLSearchParams({ is_including_lowest_price: 'true', q })}`, { ...headers, locale: lang }));
    }
    await Promise.all(pages);
    for (const hotel of hotels.slice(0, 12)) {
      const image = new URL(hotel.featuredImage);
      if (image.origin !== new URL(url).origin) continue;
      const response = await fetch(`${url}${image.pathname}${image.search || '?size=thumb'}`);
      await response.arrayBuffer();
      counters.requests += 1;
      if (!response.ok) counters.failures += 1;
    }
  }
}

async function main() {
  const { child, url } = await startSandbox();
  const pid = child.pid as number;
  console.log(`sandbox ${url} (pid ${pid}); ${concurrency} visitors for ${values.minutes} min, RSS every ${values.interval} s`);
  const counters: Counters = { requests: 0, failures: 0 };
  const started = Date.now();
  const samples: Array<{ seconds: number; rss: number }> = [];
  const sample = () => {
    const seconds = Math.round((Date.now() - started) / 1000);
    const rss = rssMb(pid);
    samples.push({ seconds, rss });
    const [heap, external] = [latestMemory.heapUsed / 2 ** 20, latestMemory.external / 2 ** 20];
    console.log(`${String(seconds).padStart(5)} s  RSS ${rss.toFixed(0).padStart(5)} MB  (JS heap ${heap.toFixed(0).padStart(4)}, external ${external.toFixed(0).padStart(4)}, other ${(rss - heap - external).toFixed(0).padStart(4)})  requests ${String(counters.requests).padStart(7)}  failures ${counters.failures}`);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  const deadline = started + durationMs;
  try {
    await Promise.all(Array.from({ length: concurrency }, () => visitor(url, deadline, counters)));
  } finally {
    clearInterval(timer);
    sample();
    child.kill('SIGTERM');
  }
  const half = samples.slice(Math.floor(samples.length / 2));
  const peak = Math.max(...samples.map((s) => s.rss));
  const secondHalfGrowth = (half.at(-1)?.rss ?? 0) - (half[0]?.rss ?? 0);
  console.log(`\npeak ${peak.toFixed(0)} MB; second half ${half[0]?.rss.toFixed(0)} → ${half.at(-1)?.rss.toFixed(0)} MB (${secondHalfGrowth >= 0 ? '+' : ''}${secondHalfGrowth.toFixed(0)} MB)`);
  console.log(`${counters.requests} requests, ${counters.failures} failures, ${((counters.requests * 1000) / (Date.now() - started)).toFixed(0)} per second`);
  if (counters.failures > 0) process.exitCode = 1;
}

await main();
