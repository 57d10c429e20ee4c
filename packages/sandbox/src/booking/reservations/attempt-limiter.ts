import type { Clock } from '../../clock/clock';

/**
 * Failures per client within a sliding window (issue 11: reservation ids cannot be guessed by trying them).
 * In memory: a restart forgets, which is fine for a stand-in.
 */
export class AttemptLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until this client may try again; 0 when it may now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] as number;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.clock.now().getTime()) / 1000));
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.clock.now().getTime()]);
  }
}
