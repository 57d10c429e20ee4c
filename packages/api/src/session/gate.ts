import { toApiError } from '../errors/to-api-error';

/** What the host server said of a gate password (SPEC 4 "Shared-password gate"). */
export type GateAnswer = { kind: 'passed' } | { kind: 'wrong' } | { kind: 'wait'; retryAfterSeconds: number };

/** The host server's shared-password gate; it sets the pass cookie itself, so nothing secret reaches the page. */
export interface GateClient {
  /** POST /api/authenticate. No answer at all rejects with a `session` ApiError of status 0. */
  submitPassword(password: string): Promise<GateAnswer>;
}

/** The host's lockout when Retry-After is missing: ten minutes. */
const defaultRetryAfterSeconds = 600;

export function createGateClient(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): GateClient {
  return {
    async submitPassword(password) {
      let response: Response;
      try {
        response = await fetchImpl('/api/authenticate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ password }),
        });
      } catch (error) {
        throw await toApiError('session', error);
      }
      if (response.status === 204) return { kind: 'passed' };
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? defaultRetryAfterSeconds);
        return { kind: 'wait', retryAfterSeconds: Number.isFinite(seconds) ? seconds : defaultRetryAfterSeconds };
      }
      return { kind: 'wrong' };
    },
  };
}
