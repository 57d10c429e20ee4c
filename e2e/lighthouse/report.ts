import type { PageFigures } from './measure';

export type MeasuredPage = 'home' | 'hotel list' | 'hotel page' | 'review' | 'guest details' | 'payment' | 'confirmation' | 'my card';

/** Issue 15's targets: the pages every visitor meets, and the funnel and member pages behind them. */
export const targets = {
  score: (page: MeasuredPage) => (['home', 'hotel list', 'hotel page'].includes(page) ? 95 : 90),
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
} as const;

/** What each page may transfer to a new visitor (KB): the weight the targets leave room for on slow 4G. */
export const pageWeightBudgetKb: Record<MeasuredPage, number> = {
  home: 350,
  'hotel list': 600,
  'hotel page': 600,
  review: 400,
  'guest details': 450,
  payment: 450,
  confirmation: 450,
  'my card': 400,
};

export interface ReportRow {
  page: MeasuredPage;
  locale: string;
  runs: number;
  figures: PageFigures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function cells(row: ReportRow): string[] {
  const { figures: f, page } = row;
  const kb = Math.round(f.bytes / 1024);
  const mark = (ok: boolean) => (ok ? ' ' : '!');
  return [
    page,
    row.locale,
    `${f.score}${mark(f.score >= targets.score(page))}`,
    `${seconds(f.lcpMs)}${mark(f.lcpMs <= targets.lcpMs)}`,
    seconds(f.fcpMs),
    `${Math.round(f.tbtMs)} ms${mark(f.tbtMs <= targets.tbtMs)}`,
    `${Math.round(f.cpuTbtMs)} ms`,
    `${f.cls.toFixed(3)}${mark(f.cls <= targets.cls)}`,
    `${kb} KB${mark(kb <= pageWeightBudgetKb[page])}`,
    `${pageWeightBudgetKb[page]} KB`,
    String(f.requests),
    String(f.benchmarkIndex),
  ];
}

/** The table `npm run lighthouse` prints: the median run per page and language, `!` where a target is missed. */
export function reportTable(rows: ReportRow[]): string {
  const header = ['page', 'lang', 'score', 'LCP', 'FCP', 'TBT', 'TBT by CPU', 'CLS', 'bytes', 'budget', 'requests', 'CPU bench'];
  const body = rows.map(cells);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const runs = rows[0]?.runs ?? 0;
  return [
    `Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs} run${runs === 1 ? '' : 's'}; "!" misses a target`,
    `targets: score ≥ 95 (home, list, hotel page) / ≥ 90 (funnel, member), LCP ≤ ${seconds(targets.lcpMs)}, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}`,
    '"TBT by CPU" counts the same tasks by their CPU time, not their wall time: what the page blocks on a machine running nothing else',
    '"CPU bench" is Lighthouse\'s benchmark index of this machine in that run: the phone is simulated from its speed, so a lower index scores lower',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.map(line),
  ].join('\n');
}
