import { TelemetryLimits } from './telemetry-limits';

/** Whether each of `count` reports from `client` is counted, in order. */
async function admitted(limits: TelemetryLimits, client: string, count: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await limits.admit(client));
  return answers;
}

describe('telemetry limits (issue 16: one browser cannot vote a version out alone)', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-26T15:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts 3 reports a minute from one address, and the others from other addresses', async () => {
    const limits = new TelemetryLimits(3, 100);
    expect(await admitted(limits, '203.0.113.7', 4)).toEqual([true, true, true, false]);
    expect(await admitted(limits, '198.51.100.2', 1)).toEqual([true]);
  });

  it('caps all addresses together, so many addresses do not buy many reports', async () => {
    const limits = new TelemetryLimits(3, 5);
    const answers: boolean[] = [];
    for (let i = 0; i < 7; i += 1) answers.push(await limits.admit(`192.0.2.${i}`));
    expect(answers).toEqual([true, true, true, true, true, false, false]);
  });

  it('counts an address again a minute later', async () => {
    const limits = new TelemetryLimits(2, 100);
    expect(await admitted(limits, '203.0.113.7', 3)).toEqual([true, true, false]);
    await jest.advanceTimersByTimeAsync(61_000);
    expect(await admitted(limits, '203.0.113.7', 1)).toEqual([true]);
  });
});
