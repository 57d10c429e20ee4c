import { engineErrorCodes } from '@hotel/domain';
import type { ApiError } from '../errors/api-error';

export type BookingCredential = 'clientSession' | 'accessToken';

/**
 * SPEC 8 transport errors: 401 code 1400 (access token expired) refreshes the member's token; 401 code 1000
 * (session invalid), 403 and 500 get a new client session. Anything else is final.
 */
export function bookingRecovery(error: ApiError): BookingCredential | null {
  if (error.status === 401 && error.code === engineErrorCodes.accessTokenExpired) return 'accessToken';
  if (error.status === 401 && error.code === engineErrorCodes.sessionInvalid) return 'clientSession';
  if (error.status === 403 || error.status === 500) return 'clientSession';
  return null;
}
