import type { KyInstance } from 'ky';
import { createSend, plainChannel } from '../http/channel';
import type { SessionCredentials } from '../session/session-credentials';
import { loyaltyLookupCalls } from './account-lookup';
import { loyaltyAuthCalls } from './auth';
import { loyaltyCustomerCalls } from './customers';
import { loyaltyCustomerChannel } from './loyalty-channel';

export interface LoyaltyApiOptions {
  http: KyInstance;
  credentials: SessionCredentials;
  brand: string;
}

/**
 * Every loyalty call. Only the customer calls carry the loyalty token, so only they renew it on a 401;
 * a 401 from a login call means wrong credentials, which a new token would not cure.
 */
export function createLoyaltyApi({ http, credentials, brand }: LoyaltyApiOptions) {
  return {
    ...loyaltyAuthCalls(createSend(plainChannel('loyalty', http, () => ({}))), brand),
    ...loyaltyLookupCalls(createSend(plainChannel('loyalty', http, () => ({}))), brand),
    ...loyaltyCustomerCalls(createSend(loyaltyCustomerChannel(http, credentials, brand))),
  };
}

export type LoyaltyApi = ReturnType<typeof createLoyaltyApi>;
