import type { Clock } from '../../clock/clock';

/** Clients remembered at most (a few MB): past it, the longest quiet are forgotten first. */
const defaultMaxClients = 100_000;

/**
 * Failures per client within a sliding window (issue 11: reservation ids cannot be guessed by trying them).
 * In memory: a restart forgets, which is fine for a stand-in. Bounded (issue 14): clients whose failures
 * have all left the window are swept once a window, and no more than `maxClients` are kept meanwhile.
 */
export class AttemptLimiter {
  /** Least recently failed first: a failure moves its client to the end. */
  private failures = new Map<string, number[]>();
  private sweptAt: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
    private readonly maxClients = defaultMaxClients,
  ) {
    this.sweptAt = clock.now().getTime();
  }

  /** Clients remembered now. */
  get size(): number {
    return this.failures.size;
  }

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
    const now = this.clock.now().getTime();
    const recent = this.recent(key);
    this.failures.delete(key);
    this.failures.set(key, [...recent, now]);
    if (now - this.sweptAt >= this.windowMs) this.sweep(now);
    if (this.failures.size > this.maxClients) this.forgetQuietest();
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, times] of this.failures) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.failures.delete(key);
    }
  }

  /** Down to 90 % of the cap, so a flood does not pay for this on every failure. */
  private forgetQuietest(): void {
    const target = Math.floor(this.maxClients * 0.9);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= target) return;
      this.failures.delete(key);
    }
  }
}
