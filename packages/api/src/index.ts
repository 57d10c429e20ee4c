export { createApi, type CreateApiOptions, type HotelApi } from './create-api';
export { $api, apiInstalled, attachApi, ApiNotInstalledError } from './api-client';

export { newIdempotencyKey } from './booking/idempotency-key';
export { ApiError, isApiError, isNoAnswer, type ApiErrorInit, type ApiService } from './errors/api-error';
export { loyaltyFailure } from './errors/loyalty-failure';

export type { SessionAccess } from './session/session-access';
export { createSessionEndpoints, type SessionEndpoints } from './session/session-endpoints';
export { createGateClient, type GateAnswer, type GateClient } from './session/gate';

export type { BookingApi } from './booking/booking-api';
export type {
  AvailabilityQuery,
  BrandInventoryQuery,
  ConfirmMembershipQuery,
  ExtrasQuery,
  HotelRef,
  QuestionsQuery,
  ReservationRef,
  UpdatePasswordRequest,
} from './booking/booking-types';
export { pricePageSize, type BrandPriceSearch } from './booking/brand-prices';
export type { RoomSearchItems } from './booking/rooms';
export type { SignInResponse } from './booking/memberships';

export type { ContentApi } from './content/content-api';
export type { FreshOption } from './content/content-types';
export type { HotelDetailQuery, HotelReviewsQuery, HotelsAndAreasQuery, NearbyHotelsQuery } from './content/hotels';
export { contentLanguageOf } from './content/content-language';

export type { LoyaltyApi } from './loyalty/loyalty-api';
export type { WithoutBrand } from './loyalty/auth';
export type { CustomerSource } from './loyalty/customers';

export { normalizePostcode, type PostcodeApi } from './postcode/postcode-api';
export type { CardApi } from './card/card-api';

export { yieldToMain } from './scheduling/yield-to-main';
export { untilIdle, whenIdle } from './scheduling/when-idle';

export { parseLifetime } from './cache/lifetime';
export { createResponseCache, noResponseCache, type ResponseCache, type ResponseCacheOptions } from './cache/response-cache';
export type { CacheStore, StoredEntry } from './cache/cache-store';
export { createMemoryStore } from './cache/memory-store';
export { createIndexedDbStore } from './cache/indexeddb-store';
export { clearResponseCache } from './cache/default-cache';
