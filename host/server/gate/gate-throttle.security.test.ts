import { GateThrottle, gateThrottleRules } from './gate-throttle';

const start = Date.parse('2026-11-26T09:00:00Z');
const seconds = (s: number) => start + s * 1000;

/** Issue 14: wrong passwords slow their address down exponentially instead of locking it out for ten minutes. */
describe('gate throttle', () => {
  it('lets five guesses through, then makes the address wait 15 s, 30 s, 60 s … up to five minutes', () => {
    const throttle = new GateThrottle(gateThrottleRules(5, 1000, 3600));
    for (let i = 0; i < 5; i += 1) expect(throttle.begin('a', seconds(i))).toBe(0);
    expect(throttle.begin('a', seconds(5))).toBe(14);
    const waits: number[] = [];
    let now = 5;
    for (let i = 0; i < 7; i += 1) {
      now += throttle.begin('a', seconds(now)) || 0;
      expect(throttle.begin('a', seconds(now))).toBe(0);
      waits.push(throttle.begin('a', seconds(now)));
    }
    expect(waits).toEqual([30, 60, 120, 240, 300, 300, 300]);
  });

  it('does not count a right password, and forgets guesses after the window', () => {
    const throttle = new GateThrottle(gateThrottleRules(2, 1000, 600));
    expect(throttle.begin('a', seconds(0))).toBe(0);
    throttle.passed('a', seconds(0));
    expect([throttle.begin('a', seconds(1)), throttle.begin('a', seconds(2)), throttle.begin('a', seconds(3))]).toEqual([0, 0, 14]);
    expect(throttle.begin('a', seconds(603))).toBe(0);
  });

  it('caps the guesses of all addresses together, so many addresses do not buy many guesses', () => {
    const throttle = new GateThrottle(gateThrottleRules(5, 10, 3600));
    for (let i = 0; i < 10; i += 1) expect(throttle.begin(`address-${i}`, seconds(i))).toBe(0);
    expect(throttle.begin('address-new', seconds(10))).toBe(14);
    expect(throttle.begin('address-new', seconds(24))).toBe(0);
  });
});
