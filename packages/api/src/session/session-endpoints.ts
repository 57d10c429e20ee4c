import type { ClientSessionResponse, SiteTokenResponse } from '@hotel/contracts';
import { ApiError } from '../errors/api-error';
import { apiErrorFromResponse, toApiError } from '../errors/to-api-error';

/** The host server's own endpoints, which hold the secrets (ARCHITECTURE: secrets never touch the browser). */
export interface SessionEndpoints {
  /** POST /api/getClientSession: a booking-engine client session. */
  getClientSession(): Promise<ClientSessionResponse>;
  /** POST /api/getAccesstoken: the hotel-content site token. */
  getAccessToken(): Promise<SiteTokenResponse>;
}

async function postSameOrigin<T>(fetchImpl: typeof fetch, path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(path, { method: 'POST', credentials: 'include', headers: { accept: 'application/json' } });
  } catch (error) {
    throw await toApiError('session', error);
  }
  if (!response.ok) throw await apiErrorFromResponse('session', response);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new ApiError({ service: 'session', status: response.status, code: null, messages: ['Malformed answer'], cause: error });
  }
}

export function createSessionEndpoints(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): SessionEndpoints {
  return {
    getClientSession: () => postSameOrigin<ClientSessionResponse>(fetchImpl, '/api/getClientSession'),
    getAccessToken: () => postSameOrigin<SiteTokenResponse>(fetchImpl, '/api/getAccesstoken'),
  };
}
