import type { HotelDetailContent } from '@hotel/contracts';
import { attachApi } from '@hotel/api';
import { requestHotelDetail } from './api';
import type { HotelRequest } from './lib';

/** A primed answer older than this is not used: the visitor pointed at the hotel long before opening it. */
const primeLifetimeMs = 60_000;

// Outside any scope on purpose: priming runs before the page (and its scope) exists, from the module's entry.
let primed: { key: string; at: number; answer: Promise<HotelDetailContent> } | null = null;

const keyOf = ({ id, locale }: HotelRequest) => `${id}:${locale}`;

const fresh = (key: string) => primed?.key === key && Date.now() - primed.at < primeLifetimeMs;

/**
 * Asks for a hotel's content before its page renders (issue 6: name and first photo within 1 s of leaving
 * the list). Priming the same hotel again while its answer is fresh asks nothing new.
 */
export const primeHotelFx = attachApi(async (api, request: HotelRequest): Promise<void> => {
  const key = keyOf(request);
  if (fresh(key)) return;
  const answer = requestHotelDetail(api, request);
  answer.catch(() => undefined);
  primed = { key, at: Date.now(), answer };
});

/** The primed answer for this request, once, if it is fresh; otherwise null and the page asks itself. */
export function takePrimedHotel(request: HotelRequest): Promise<HotelDetailContent> | null {
  if (!primed || !fresh(keyOf(request))) return null;
  const { answer } = primed;
  primed = null;
  return answer;
}
