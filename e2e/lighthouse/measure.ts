import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuBlockingTimeMs } from './cpu-blocking-time';

/** One Lighthouse run's figures (mobile preset: simulated slow 4G and a 4x slower CPU). */
export interface PageFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** The same blocking time counted from the tasks' CPU time: what an otherwise idle machine would show (see cpu-blocking-time.ts). */
  cpuTbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  /**
   * Lighthouse's measure of this machine's speed during the run (its `benchmarkIndex`). The 4x slower phone is
   * simulated from this machine's own task times, so a busy or slow phase (a lower index) scores lower.
   */
  benchmarkIndex: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

type Trace = { traceEvents: Parameters<typeof cpuBlockingTimeMs>[0] };

/**
 * Audits `url` in the journey's own browser through its debugging port, as a new visitor would meet it:
 * Lighthouse's own reset empties the HTTP cache, the tab's in-memory cache, service workers and Cache Storage (its
 * default storage types, named here so a new default cannot take more), while cookies and local storage stay (the
 * gate pass, the booking the funnel pages show, the member's session). Emptying the HTTP cache from the journey's
 * tab instead left the in-memory cache, and in some runs home's files came from it (4 KB measured, not ~260 KB).
 * No full-page screenshot: it stretches the window to the page's height, which loads every lazy picture and the
 * list's next cards, and those bytes are the report's, not a visitor's.
 */
export async function measurePage(url: string, port: number): Promise<PageFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
    disableFullPageScreenshot: true,
    ...(process.env.LIGHTHOUSE_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const trace = (result.artifacts as unknown as { Trace?: Trace }).Trace;
  dumpReport(url, lhr, trace);
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const firstPaintTs = (audit('metrics')?.details?.items?.[0] as { observedFirstContentfulPaintTs?: number } | undefined)?.observedFirstContentfulPaintTs;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cpuTbtMs: trace && firstPaintTs !== undefined ? cpuBlockingTimeMs(trace.traceEvents, firstPaintTs) : Number.NaN,
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    requests: audit('network-requests')?.details?.items?.length ?? 0,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * `LIGHTHOUSE_DUMP=<dir>` keeps each run's whole report and its trace, to find what delays a page: Lighthouse's
 * simulated LCP counts every request that ended before the LCP it observed, so the trace's order matters.
 * `LIGHTHOUSE_PROFILE=1` adds V8's sampling profiler to the trace, to see which functions a long task ran (it
 * slows the page down: its figures are not the page's).
 */
function dumpReport(url: string, lhr: unknown, trace: unknown): void {
  const dir = process.env.LIGHTHOUSE_DUMP;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/** The median run of several by score, so one noisy run neither sinks nor flatters a page. */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)] as PageFigures;
}
