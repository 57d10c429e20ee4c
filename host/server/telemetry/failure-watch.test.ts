import { FailureWatch, type Verdict, verdictReason } from './failure-watch';

const wentLive = Date.parse('2026-11-26T15:00:00Z');
const live = { remote: 'mf-hotel', version: '1.4.0-e2e', liveSince: wentLive };
const thresholds = { minFailures: 3, failureRate: 0.5, windowSeconds: 600 };

/** `r` rendered, `l` failed to load, `x` threw while rendering, `t` missed its first frame; each a second apart. */
type Script = string;
const reportOf = { r: { outcome: 'rendered' }, l: { outcome: 'failed', kind: 'load' }, x: { outcome: 'failed', kind: 'render' }, t: { outcome: 'failed', kind: 'first-frame-timeout' } } as const;

/** Feeds the script from `startSecond` after going live; the verdict, and after how many reports it came. */
function judge(script: Script, startSecond = 0): { after: number; verdict: Verdict } | null {
  const watch = new FailureWatch(thresholds);
  for (const [i, letter] of [...script].entries()) {
    const verdict = watch.count(reportOf[letter as keyof typeof reportOf], live, wentLive + (startSecond + i) * 1000);
    if (verdict) return { after: i + 1, verdict };
  }
  return null;
}

describe('failure watch: at least 3 failed loads making up at least half the loads, within 10 min of going live (issue 16)', () => {
  it.each([
    ['three failed loads in a row', 'lll', 0, 3],
    ['failures of every kind count alike', 'lxt', 0, 3],
    ['half of the loads failing is enough', 'rlrlrl', 0, 6],
    ['a version that fails for most visitors, some pages still drawn', 'rrlllr', 0, 5],
    ['failures reported just before the window closes', 'lll', 597, 3],
  ])('finds failing: %s', (_, script, start, after) => {
    expect(judge(script, start)?.after).toBe(after);
  });

  it.each([
    ['two failures are not yet three', 'll', 0],
    ['three failures among many good loads stay under the rate', 'rrrlrrlrrl', 0],
    ['a failure rate of one in three', 'rrlrrlrrl', 0],
    ['failures reported after the first 10 minutes', 'lll', 601],
    ['a good version', 'rrrrrrrr', 0],
  ])('leaves live: %s', (_, script, start) => {
    expect(judge(script, start)).toBeNull();
  });

  it('judges each going-live once, and a version released again afresh', () => {
    const watch = new FailureWatch(thresholds);
    const fail = { outcome: 'failed', kind: 'load' } as const;
    const verdicts = [1, 2, 3, 4, 5].map((s) => watch.count(fail, live, wentLive + s * 1000));
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    const again = { ...live, liveSince: wentLive + 60_000 };
    expect([61, 62, 63].map((s) => watch.count(fail, again, wentLive + s * 1000)).at(-1)).toMatchObject({ failures: 3, loads: 3 });
  });

  it('keeps remotes and versions apart', () => {
    const watch = new FailureWatch(thresholds);
    const fail = { outcome: 'failed', kind: 'load' } as const;
    const others = [{ ...live, version: 'other' }, { ...live, remote: 'mf-search' }, live];
    expect(others.map((version, i) => watch.count(fail, version, wentLive + i * 1000))).toEqual([null, null, null]);
  });

  it('says why in words, with the figures', () => {
    const verdict = judge('rllxl')?.verdict as Verdict;
    expect(verdict).toEqual({ remote: 'mf-hotel', version: '1.4.0-e2e', failures: 3, loads: 4, kinds: { load: 2, render: 1 }, windowSeconds: 600 });
    expect(verdictReason(verdict)).toBe('failed for visitors: 3 of 4 loads (75 %) within 10 min of going live (load ×2, render ×1)');
  });
});
