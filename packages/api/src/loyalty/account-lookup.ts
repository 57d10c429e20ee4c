import type { AccountLookupRequest, AccountLookupResponse } from '@hotel/contracts';
import type { Send } from '../http/call';

/** One look-up key (e-mail, mobile, or card with katakana names), without the brand the client fills in. */
export type AccountLookupKey = AccountLookupRequest extends infer R ? (R extends unknown ? Omit<R, 'brand'> : never) : never;

/**
 * The login drawer's "look up my account" (SPEC 2.8): a masked hint of the e-mail to sign in with, or
 * `matched: false`. Needs no token; the platform limits how often one client may ask (429).
 */
export function loyaltyLookupCalls(send: Send, brand: string) {
  return {
    lookUpAccount: (key: AccountLookupKey) =>
      send<AccountLookupResponse>({ method: 'post', path: 'mobile/v2/api/customer/lookup', json: { ...key, brand } }),
  };
}
