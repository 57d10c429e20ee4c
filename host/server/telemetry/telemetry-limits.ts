import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How many reports are counted per client address and from everyone together, per minute (issue 16): one
 * browser cannot vote a version out alone, and a flood cannot make the server read and count without end.
 */
export class TelemetryLimits {
  private readonly perClient: RateLimiterMemory;
  private readonly global: RateLimiterMemory;

  constructor(clientReportsPerMinute: number, reportsPerMinute: number) {
    this.perClient = new RateLimiterMemory({ points: clientReportsPerMinute, duration: 60 });
    this.global = new RateLimiterMemory({ points: reportsPerMinute, duration: 60 });
  }

  /** Whether one more report from `client` is counted now; a report over either limit is not. */
  async admit(client: string): Promise<boolean> {
    try {
      await this.perClient.consume(client);
      await this.global.consume('all');
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
