import { AttemptLimiter, type ThrottleRule } from './attempt-limiter';

export interface GateThrottleRules {
  perAddress: ThrottleRule;
  /** All addresses together: bounds a guesser who has many addresses. */
  global: ThrottleRule;
}

/** SPEC 4 gate, issue 14: per-address exponential delay plus a global cap (README "The gate"). */
export class GateThrottle {
  private readonly perAddress: AttemptLimiter;
  private readonly global: AttemptLimiter;

  constructor(rules: GateThrottleRules) {
    this.perAddress = new AttemptLimiter(rules.perAddress);
    this.global = new AttemptLimiter(rules.global);
  }

  /** 0: the guess is counted and its password may be checked; otherwise the seconds to wait, nothing counted. */
  begin(address: string, now: number): number {
    const wait = Math.max(this.perAddress.waitMs(address, now), this.global.waitMs('*', now));
    if (wait > 0) return Math.ceil(wait / 1000);
    this.perAddress.count(address, now);
    this.global.count('*', now);
    return 0;
  }

  /** The password begun at `at` was right. */
  passed(address: string, at: number): void {
    this.perAddress.takeBack(address, at);
    this.global.takeBack('*', at);
  }
}

export function gateThrottleRules(freeAttempts: number, globalFreeAttempts: number, memorySeconds: number): GateThrottleRules {
  const delays = { memoryMs: memorySeconds * 1000, firstDelayMs: 15_000, maxDelayMs: 300_000 };
  return { perAddress: { freeAttempts, ...delays }, global: { freeAttempts: globalFreeAttempts, ...delays } };
}
