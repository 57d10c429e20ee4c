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
