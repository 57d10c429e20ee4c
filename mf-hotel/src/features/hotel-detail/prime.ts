import type { HotelDetailContent } from '@hotel/contracts';
import { contentLanguageOf, currentApi } from '@hotel/api';
import { matchRoute } from '@hotel/domain';
import { catalogue } from '../../lang/catalogue';
import { parseHotelId } from './lib';
import type { HotelRequest } from './model';

let primed: { key: string; answer: Promise<HotelDetailContent> } | null = null;

const keyOf = ({ id, locale }: HotelRequest) => `${id}:${locale}`;

function fetchHotel({ id, locale }: HotelRequest): Promise<HotelDetailContent> {
  return currentApi().content.hotelDetail({ HotelID: id, TargetLanguage: contentLanguageOf(locale) });
}

/**
 * Starts the hotel's content and the page's messages as soon as the page's entry module runs, while the rest
 * of the page's code is still downloading (issue 6: name and first photo within 1 s of leaving the list).
 */
export function primeHotelPage(pathname: string): void {
  const route = matchRoute(pathname);
  const id = route?.id === 'hotelDetail' ? parseHotelId(route.params.hotelId) : null;
  if (!route || id === null) return;
  void catalogue(route.locale).catch(() => undefined);
  const request = { id, locale: route.locale };
  const answer = fetchHotel(request);
  answer.catch(() => undefined);
  primed = { key: keyOf(request), answer };
}

/** The hotel's content: the primed answer once, if it is for this request, otherwise a new request. */
export function hotelDetailFor(request: HotelRequest): Promise<HotelDetailContent> {
  if (primed?.key === keyOf(request)) {
    const { answer } = primed;
    primed = null;
    return answer;
  }
  return fetchHotel(request);
}
