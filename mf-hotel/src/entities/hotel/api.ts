import type { HotelDetailContent } from '@hotel/contracts';
import { contentLanguageOf, type HotelApi } from '@hotel/api';
import type { HotelRequest } from './lib';

/** The hotel's content in the page's language (SPEC 7.2 hotel detail). */
export function requestHotelDetail(api: HotelApi, { id, locale }: HotelRequest): Promise<HotelDetailContent> {
  return api.content.hotelDetail({ HotelID: id, TargetLanguage: contentLanguageOf(locale) });
}
