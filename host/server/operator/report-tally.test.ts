import type { SlotLoadReport } from '@hotel/contracts';
import { ReportTally } from './report-tally';

const load = (version: string, outcome: 'rendered' | 'failed', stack?: string): SlotLoadReport => ({
  remote: 'mf_hotel',
  version,
  route: '/hotel/:hotelId',
  outcome,
  ...(outcome === 'failed' ? { kind: 'render' as const, error: 'TypeError' } : {}),
  ...(stack ? { stack } : {}),
});

/** Issue 17: the status page's failure rates count every reported version, in bounded memory. */
describe("the status page's tally of browser reports", () => {
  it('counts loads and failures per remote version, by kind, under the remote’s folder name', () => {
    const tally = new ReportTally();
    for (const outcome of ['rendered', 'failed', 'failed', 'rendered'] as const) tally.count(load('2', outcome));
    tally.count(load('1', 'failed'));
    expect(tally.of('mf-hotel', '2')).toMatchObject({ loads: 4, failures: 2, kinds: { render: 2 } });
    expect(tally.of('mf-hotel', '1')).toMatchObject({ loads: 1, failures: 1 });
  });

  it('keeps the five latest failures with their stacks, newest first', () => {
    const tally = new ReportTally();
    for (let i = 1; i <= 7; i += 1) tally.count(load('2', 'failed', `at f${i} (https://cdn.test/mf-hotel/2/a.js:${i}:1)`), new Date(Date.UTC(2026, 10, 26, 12, i)));
    expect(tally.of('mf-hotel', '2')?.recent.map((failure) => failure.stack?.slice(3, 5))).toEqual(['f7', 'f6', 'f5', 'f4', 'f3']);
  });

  it('forgets the version reported longest ago beyond 200 versions', () => {
    const tally = new ReportTally();
    for (let i = 0; i <= 200; i += 1) tally.count(load(`v${i}`, 'rendered'));
    expect(tally.of('mf-hotel', 'v0')).toBeUndefined();
    expect(tally.of('mf-hotel', 'v1')).toBeDefined();
    expect(tally.all()).toHaveLength(200);
  });
});
