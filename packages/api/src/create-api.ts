import type { RuntimeEnv } from '@hotel/contracts';
import { createBookingApi } from './booking/booking-api';
import { defaultAppVersion } from './booking/booking-channel';
import { defaultResponseCache } from './cache/default-cache';
import type { ResponseCache } from './cache/response-cache';
import { createCardApi, defaultCardShopKey } from './card/card-api';
import { createContentApi } from './content/content-api';
import { createHttp, defaultTimeoutMs } from './http/create-http';
import { createLoyaltyApi } from './loyalty/loyalty-api';
import { defaultLoyaltyBrand } from './loyalty/loyalty-channel';
import { createPostcodeApi } from './postcode/postcode-api';
import { createGateClient } from './session/gate';
import type { SessionAccess } from './session/session-access';
import { sessionCredentials } from './session/session-credentials';

export interface CreateApiOptions {
  /** A fetch double in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Defaults to the browser's encrypted IndexedDB cache (no cache without IndexedDB). */
  cache?: ResponseCache;
  /** The booking engine's `app-version` header. */
  appVersion?: string;
  /** Per request, and for the card provider's answer. */
  timeoutMs?: number;
  /**
   * The postal-code API's `api-key` header, for a caller that talks to the service itself (a contract test).
   * The browser has none: its `apiBase.postcode` is the host server, which adds the key (issue 14).
   */
  postcodeApiKey?: string;
  /** `Multipayment.init(key)` of the card provider. */
  cardShopKey?: string;
  /** The loyalty platform's fixed brand. */
  loyaltyBrand?: string;
}

/** The one client of the outside world (ARCHITECTURE: effects call `@hotel/api`, nothing calls fetch). */
export function createApi(env: RuntimeEnv, session: SessionAccess, options: CreateApiOptions = {}) {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const http = (prefixUrl: string) => createHttp(prefixUrl, { fetch: options.fetch, timeoutMs });
  const credentials = sessionCredentials(session);
  return {
    booking: createBookingApi({
      http: http(env.apiBase.booking),
      session,
      credentials,
      appVersion: options.appVersion ?? defaultAppVersion,
      brandId: env.brandId,
    }),
    content: createContentApi({
      http: http(env.apiBase.content),
      session,
      credentials,
      cache: options.cache ?? defaultResponseCache(),
    }),
    loyalty: createLoyaltyApi({
      http: http(env.apiBase.loyalty),
      credentials,
      brand: options.loyaltyBrand ?? defaultLoyaltyBrand,
    }),
    postcode: createPostcodeApi(http(env.apiBase.postcode), options.postcodeApiKey),
    gate: createGateClient(options.fetch),
    card: createCardApi({ baseUrl: env.apiBase.card, shopKey: options.cardShopKey ?? env.cardShopKey ?? defaultCardShopKey, timeoutMs }),
  };
}

export type HotelApi = ReturnType<typeof createApi>;
