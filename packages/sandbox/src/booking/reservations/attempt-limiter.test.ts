import type { Clock } from '../../clock/clock';
import { AttemptLimiter } from './attempt-limiter';

function movableClock(start: string) {
  let at = Date.parse(start);
  const clock: Clock = { now: () => new Date(at) };
  return { clock, advanceSeconds: (seconds: number) => (at += seconds * 1000) };
}

describe('look-up attempt limit (issue 11: N failures per window, then 429)', () => {
  it('lets a client fail 3 times, then makes it wait until the first failure leaves the 60 s window', () => {
    const { clock, advanceSeconds } = movableClock('2026-11-23T15:30:00Z');
    const limiter = new AttemptLimiter(3, 60_000, clock);
    limiter.fail('session:a');
    advanceSeconds(10);
    limiter.fail('session:a');
    expect(limiter.retryAfterSeconds('session:a')).toBe(0);
    limiter.fail('session:a');
    expect(limiter.retryAfterSeconds('session:a')).toBe(50);
    advanceSeconds(49);
    expect(limiter.retryAfterSeconds('session:a')).toBe(1);
    advanceSeconds(1);
    expect(limiter.retryAfterSeconds('session:a')).toBe(0);
  });

  it('counts each client on its own', () => {
    const { clock } = movableClock('2026-11-23T15:30:00Z');
    const limiter = new AttemptLimiter(1, 60_000, clock);
    limiter.fail('session:a');
    expect(limiter.retryAfterSeconds('session:a')).toBe(60);
    expect(limiter.retryAfterSeconds('session:b')).toBe(0);
  });
});

describe('memory of the attempt limit (issue 14: per-client buckets that were never cleared)', () => {
  it('forgets clients whose failures have all left the window, though they never come back', () => {
    const { clock, advanceSeconds } = movableClock('2026-11-23T15:30:00Z');
    const limiter = new AttemptLimiter(3, 60_000, clock);
    for (let i = 0; i < 10_000; i += 1) limiter.fail(`session:${i}`);
    expect(limiter.size).toBe(10_000);
    advanceSeconds(61);
    limiter.fail('session:late');
    expect(limiter.size).toBe(1);
  });

  it('holds at most its cap of clients within one window, dropping the longest quiet first', () => {
    const { clock, advanceSeconds } = movableClock('2026-11-23T15:30:00Z');
    const limiter = new AttemptLimiter(3, 60_000, clock, 1_000);
    limiter.fail('session:kept');
    for (let i = 0; i < 5_000; i += 1) {
      limiter.fail(`session:${i}`);
      if (i % 500 === 0) limiter.fail('session:kept');
    }
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    advanceSeconds(1);
    limiter.fail('session:kept');
    expect(limiter.retryAfterSeconds('session:kept')).toBeGreaterThan(0);
  });
});
