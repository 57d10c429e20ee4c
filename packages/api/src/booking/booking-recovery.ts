import { engineErrorCodes } from '@hotel/domain';
import type { ApiError } from '../errors/api-error';

export type BookingCredential = 'clientSession' | 'accessToken';

/** Codes from 2000 up are the engine's answer about the request itself (members only 3004, sold out 3001, …). */
const firstRequestCode = engineErrorCodes.invalidParameter;

/**
 * SPEC 8 transport errors: 401 code 1400 (access token expired) refreshes the member's token; 401 code 1000
 * (session invalid), 403 and 500 get a new client session. A 403 that carries a request code (members-only
 * plan, 3004) is not a session problem: a new session would be refused the same way, so it is final.
 * Anything else is final.
 */
export function bookingRecovery(error: ApiError): BookingCredential | null {
  if (error.status === 401 && error.code === engineErrorCodes.accessTokenExpired) return 'accessToken';
  if (error.status === 401 && error.code === engineErrorCodes.sessionInvalid) return 'clientSession';
  if (error.status === 403 && error.code !== null && error.code >= firstRequestCode) return null;
  if (error.status === 403 || error.status === 500) return 'clientSession';
  return null;
}
