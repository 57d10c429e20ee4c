import { HTTPError, TimeoutError } from 'ky';
import { ApiError, type ApiService } from './api-error';
import { errorDetails } from './error-body';

function parseBody(raw: string): unknown {
  if (raw.trim() === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Builds the ApiError of a non-2xx answer, reading its body exactly once. */
export async function apiErrorFromResponse(service: ApiService, response: Response, cause?: unknown): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  const body = parseBody(raw);
  const { code, messages } = errorDetails(service, body);
  return new ApiError({ service, status: response.status, code, messages, body, cause });
}

/** Normalizes whatever a call threw (ky HTTPError, TimeoutError, a fetch TypeError …) into an ApiError. */
export async function toApiError(service: ApiService, error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return apiErrorFromResponse(service, error.response, error);
  if (error instanceof TimeoutError) {
    return new ApiError({ service, status: 0, code: null, messages: ['The request timed out'], cause: error });
  }
  const message = error instanceof Error && error.message ? error.message : 'Network error';
  return new ApiError({ service, status: 0, code: null, messages: [message], cause: error });
}
