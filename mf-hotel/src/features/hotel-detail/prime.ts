import type { HotelDetailContent } from '@hotel/contracts';
import { contentLanguageOf, currentApi } from '@hotel/api';
import { matchRoute } from '@hotel/domain';
import { catalogue } from '../../lang/catalogue';
import { parseHotelId } from './lib';
import type { HotelRequest } from './model';

/** A primed answer older than this is not used: the visitor pointed at the hotel long before opening it. */
const primeLifetimeMs = 60_000;

let primed: { key: string; at: number; answer: Promise<HotelDetailContent> } | null = null;

const fresh = (key: string) => primed?.key === key && Date.now() - primed.at < primeLifetimeMs;

const keyOf = ({ id, locale }: HotelRequest) => `${id}:${locale}`;

function fetchHotel({ id, locale }: HotelRequest): Promise<HotelDetailContent> {
  return currentApi().content.hotelDetail({ HotelID: id, TargetLanguage: contentLanguageOf(locale) });
}

/**
 * Starts the hotel's content and the page's messages before the page renders: when the page's entry module
 * runs on a hotel address, or when the visitor is about to open one (issue 6: name and first photo within
 * 1 s of leaving the list). Priming the same hotel again while its answer is fresh asks nothing new.
 */
export function primeHotelPage(pathname: string): void {
  const route = matchRoute(pathname);
  const id = route?.id === 'hotelDetail' ? parseHotelId(route.params.hotelId) : null;
  if (!route || id === null) return;
  const request = { id, locale: route.locale };
  const key = keyOf(request);
  if (fresh(key)) return;
  void catalogue(route.locale).catch(() => undefined);
  const answer = fetchHotel(request);
  answer.catch(() => undefined);
  primed = { key, at: Date.now(), answer };
}

/** The hotel's content: the primed answer once, if it is fresh and for this request, otherwise a new request. */
export function hotelDetailFor(request: HotelRequest): Promise<HotelDetailContent> {
  if (primed && fresh(keyOf(request))) {
    const { answer } = primed;
    primed = null;
    return answer;
  }
  return fetchHotel(request);
}
