import type { KyInstance } from 'ky';
import type { Channel } from '../http/channel';
import type { SessionCredentials } from '../session/session-credentials';

/** The fixed loyalty brand (SPEC 9). */
export const defaultLoyaltyBrand = 'SAKURA';

/**
 * Customer calls (SPEC 7.3) carry cap_authorization, cap_brand and cap_identifier_type; the identifier value is
 * the member's e-mail, given per call. A 401 gets a new loyalty token and one retry; a member holding none gets
 * one before the call, or the call is refused without being sent.
 */
export function loyaltyCustomerChannel(http: KyInstance, credentials: SessionCredentials, brand: string): Channel<'loyaltyToken'> {
  return {
    service: 'loyalty',
    http,
    credentials: { loyaltyToken: credentials.loyaltyToken },
    headers: ({ loyaltyToken }) => ({
      cap_brand: brand,
      cap_identifier_type: 'EMAIL',
      ...(loyaltyToken ? { cap_authorization: loyaltyToken } : {}),
    }),
    recoveryFor: (error) => (error.status === 401 ? 'loyaltyToken' : null),
    // A sign-up's first customer call brings its own token; every other customer call needs the member's.
    missingFor: ({ loyaltyToken }, call) => (loyaltyToken || call.headers?.cap_authorization ? null : 'loyaltyToken'),
  };
}
