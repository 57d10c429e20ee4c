import type {
  ContentHotelSummary,
  HotelDetailRequest,
  HotelDetailResponse,
  HotelReviewsRequest,
  HotelReviewsResponse,
  HotelsAndAreasRequest,
  HotelsAndAreasResponse,
  NearbyHotelsRequest,
} from '@hotel/contracts';
import { parseLifetime } from '../cache/lifetime';
import { remember } from '../cache/remember';
import { unwrap } from '../http/envelope';
import type { ContentContext, FreshOption, WithOptional } from './content-types';

/** SPEC 7.2: hotels and areas are cached 1 day. */
const hotelsAndAreasLifetime = parseLifetime('1d');

export type HotelsAndAreasQuery = WithOptional<Omit<HotelsAndAreasRequest, 'isClearCache'>, 'lang'>;
export type HotelDetailQuery = WithOptional<Omit<HotelDetailRequest, 'IsClearCache'>, 'TargetLanguage'>;
export type HotelReviewsQuery = WithOptional<HotelReviewsRequest, 'TargetLanguage'>;
export type NearbyHotelsQuery = WithOptional<NearbyHotelsRequest, 'lang'>;

/** Hotels and areas, one hotel's detail and reviews, and the hotels near a point. */
export function contentHotelCalls({ send, cache, language }: ContentContext) {
  const post = async <T>(path: string, json: unknown) => unwrap<T>(await send({ method: 'post', path, json }));
  return {
    hotelsAndAreas: (query: HotelsAndAreasQuery = {}, { fresh = false }: FreshOption = {}) => {
      const params = { ...query, lang: query.lang ?? language() };
      return remember(cache, { name: 'content.hotelsAndAreas', params, lifetimeMs: hotelsAndAreasLifetime, fresh }, () =>
        post<HotelsAndAreasResponse['data']>('api/v2/hotels-and-areas', fresh ? { ...params, isClearCache: true } : params),
      );
    },
    hotelDetail: (query: HotelDetailQuery, { fresh = false }: FreshOption = {}) =>
      post<HotelDetailResponse['data']>('api/v2/hotel-detail', {
        ...query,
        TargetLanguage: query.TargetLanguage ?? language(),
        ...(fresh ? { IsClearCache: true } : {}),
      }),
    hotelReviews: (query: HotelReviewsQuery) =>
      post<HotelReviewsResponse['data']>('api/v2/hotel-reviews', { ...query, TargetLanguage: query.TargetLanguage ?? language() }),
    nearbyHotels: (query: NearbyHotelsQuery) =>
      post<ContentHotelSummary[]>('api/v2/nearby-hotels', { ...query, lang: query.lang ?? language() }),
  };
}
