import type { SlotLoadReport } from '@hotel/contracts';
import { cookiePair, startTestHost, type TestHost } from '../testing/test-host';
import { FailureWatch, type Verdict } from './failure-watch';
import { TelemetryLimits } from './telemetry-limits';
import { telemetryRoute } from './telemetry-route';

const env = { SITE_PASSWORD: 'open-sesame', TRUST_PROXY: '1' };
const failedLoad: SlotLoadReport = { remote: 'mf_hotel', version: '1.4.0-new', route: '/hotel/:hotelId', outcome: 'failed', kind: 'load', error: 'ChunkLoadError' };

/** A host whose registry has mf-hotel 1.4.0-new live since a minute ago; up to 5 reports a minute per client, 8 in all. */
async function hostWatching(): Promise<{ host: TestHost; verdicts: Verdict[]; report: (body: unknown, client?: string) => Promise<number> }> {
  const verdicts: Verdict[] = [];
  const liveSince = Date.now() - 60_000;
  const host = await startTestHost(env, {
    telemetry: telemetryRoute({
      limits: new TelemetryLimits(5, 8),
      watch: new FailureWatch({ minFailures: 3, failureRate: 0.5, windowSeconds: 600 }),
      proxyHops: 1,
      liveVersion: async (remote) => (remote === 'mf_hotel' ? { remote: 'mf-hotel', version: '1.4.0-new', liveSince } : null),
      onVerdict: (verdict) => verdicts.push(verdict),
    }),
  });
  const pass = cookiePair(await host.login('open-sesame'));
  const report = async (body: unknown, client = '203.0.113.7') => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const answer = await fetch(`${host.url}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: pass, 'x-forwarded-for': client },
      body: raw,
    });
    return answer.status;
  };
  return { host, verdicts, report };
}

describe('POST /api/telemetry (issue 16: watch after live)', () => {
  let watching: Awaited<ReturnType<typeof hostWatching>>;
  beforeEach(async () => (watching = await hostWatching()));
  afterEach(() => watching.host.close());

  it('counts reports of the live version and finds it failing at the third failed load', async () => {
    const { report, verdicts } = watching;
    expect(await report({ remote: 'mf_hotel', version: '1.4.0-new', route: '/hotel/:hotelId', outcome: 'rendered' })).toBe(204);
    expect(await report(failedLoad)).toBe(204);
    expect(await report({ ...failedLoad, kind: 'render', error: 'TypeError' })).toBe(204);
    expect(verdicts).toEqual([]);
    expect(await report({ ...failedLoad, kind: 'first-frame-timeout', route: null })).toBe(204);
    expect(verdicts).toEqual([
      { remote: 'mf-hotel', version: '1.4.0-new', failures: 3, loads: 4, kinds: { load: 1, render: 1, 'first-frame-timeout': 1 }, windowSeconds: 600 },
    ]);
  });

  it('answers 204 but counts nothing for a version no longer live (a page opened before a rollback)', async () => {
    const { report, verdicts } = watching;
    for (let i = 0; i < 4; i += 1) expect(await report({ ...failedLoad, version: '1.3.0-old' }, `198.51.100.${i}`)).toBe(204);
    expect(verdicts).toEqual([]);
  });

  it.each([
    ['a field it does not know (a message)', { ...failedLoad, message: 'Cannot read properties of undefined (reading "email")' }],
    ['an address instead of a route pattern', { ...failedLoad, route: '/hotel/13' }],
    ['a query', { ...failedLoad, route: '/hotel/:hotelId?email=a@b.jp' }],
    ['an error that is more than a class name', { ...failedLoad, error: 'TypeError: taro@example.com' }],
    ['a failure without its kind', { ...failedLoad, kind: undefined }],
    ['a success with an error', { ...failedLoad, outcome: 'rendered', kind: undefined }],
    ['an unknown remote', { ...failedLoad, remote: 'mf_evil' }],
    ['a version with a path in it', { ...failedLoad, version: '../registry' }],
    ['no JSON', 'remote=mf_hotel'],
    ['a body over 4 KB (a report and ten frames fit well within), even a report padded out', `${JSON.stringify(failedLoad)}${' '.repeat(4200)}`],
  ])('refuses %s with 400', async (_, body) => {
    const { report, verdicts } = watching;
    for (let i = 0; i < 3; i += 1) expect(await report(body, `198.51.100.${i}`)).toBe(400);
    expect(verdicts).toEqual([]);
  });

  it('is behind the gate, like every other /api route', async () => {
    const answer = await fetch(`${watching.host.url}/api/telemetry`, { method: 'POST', body: JSON.stringify(failedLoad) });
    expect(answer.status).toBe(401);
  });

  it('counts at most 5 reports a minute from one address, and 8 from all together', async () => {
    const { report } = watching;
    const rendered = { ...failedLoad, outcome: 'rendered', kind: undefined, error: undefined };
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i += 1) fromOne.push(await report(rendered, '192.0.2.1'));
    expect(fromOne).toEqual([204, 204, 204, 204, 204, 429]);
    const fromOthers: number[] = [];
    for (let i = 0; i < 4; i += 1) fromOthers.push(await report(rendered, `192.0.2.${10 + i}`));
    expect(fromOthers).toEqual([204, 204, 204, 429]);
  });
});
