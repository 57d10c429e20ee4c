import ky, { type KyInstance } from 'ky';

export interface HttpOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const defaultTimeoutMs = 15_000;

/** A ky instance for one service; ky's own retries are off, because each service has its own rules (SPEC 8). */
export function createHttp(prefixUrl: string, options: HttpOptions): KyInstance {
  return ky.create({
    prefixUrl,
    retry: 0,
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
