import { singleFlight } from './single-flight';

/** One token a service sends, with the way to get a new one. */
export interface Credential {
  current(): string | null;
  /**
   * A new value after the service rejected `rejected`. Concurrent callers share one renewal; a caller whose
   * request went out before another caller's renewal finished just takes the value that renewal stored.
   */
  renewAfterRejection(rejected: string | null): Promise<string>;
}

export function createCredential(read: () => string | null, renew: () => Promise<string>): Credential {
  const renewOnce = singleFlight(renew);
  return {
    current: read,
    renewAfterRejection(rejected) {
      const latest = read();
      return latest !== null && latest !== rejected ? Promise.resolve(latest) : renewOnce();
    },
  };
}
