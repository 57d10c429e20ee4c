export interface ThrottleRule {
  /** Guesses allowed, within `memoryMs`, before any wait. */
  freeAttempts: number;
  /** How long a guess is remembered. */
  memoryMs: number;
  /** The wait after the first guess over the allowance; it doubles with each further guess, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Counts guesses per key. A guess is counted when it is let through, before its password is checked, so guesses
 * sent at once are counted at once (issue 14); a right password takes its own guess back. Past the allowance,
 * the key waits an exponentially growing delay after its last guess instead of a fixed lock-out.
 */
export class AttemptLimiter {
  private guesses = new Map<string, number[]>();

  constructor(private readonly rule: ThrottleRule) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.guesses.get(key) ?? []).filter((at) => now - at < this.rule.memoryMs);
    if (kept.length) this.guesses.set(key, kept);
    else this.guesses.delete(key);
    return kept;
  }

  /** Milliseconds the key must still wait, or 0 when it may guess now. */
  waitMs(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    const over = recent.length - this.rule.freeAttempts;
    if (over < 0) return 0;
    const delay = Math.min(this.rule.firstDelayMs * 2 ** over, this.rule.maxDelayMs);
    return Math.max(0, (recent.at(-1) as number) + delay - now);
  }

  count(key: string, now = Date.now()): void {
    if (this.guesses.size > 10_000) this.forgetOld(now);
    this.guesses.set(key, [...this.recent(key, now), now]);
  }

  /** The guess counted at `at` was the right password: it was no guess. */
  takeBack(key: string, at: number): void {
    const kept = this.guesses.get(key) ?? [];
    const index = kept.lastIndexOf(at);
    if (index >= 0) kept.splice(index, 1);
    if (!kept.length) this.guesses.delete(key);
  }

  private forgetOld(now: number): void {
    for (const key of [...this.guesses.keys()]) this.recent(key, now);
  }
}
