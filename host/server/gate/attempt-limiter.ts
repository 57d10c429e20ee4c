/**
 * Counts failed gate attempts per client in a sliding window. Once a client has failed `maxFailures` times
 * it must wait until its oldest failure leaves the window, whatever it sends (SPEC 4 gate; issue 4: 429).
 */
export class AttemptLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private recent(client: string, now: number): number[] {
    const kept = (this.failures.get(client) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length) this.failures.set(client, kept);
    else this.failures.delete(client);
    return kept;
  }

  /** Seconds the client must still wait, or 0 when it may try. */
  waitSeconds(client: string, now = Date.now()): number {
    const recent = this.recent(client, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.ceil(((recent[0] as number) + this.windowMs - now) / 1000);
  }

  fail(client: string, now = Date.now()): void {
    this.failures.set(client, [...this.recent(client, now), now]);
  }

  succeed(client: string): void {
    this.failures.delete(client);
  }
}
