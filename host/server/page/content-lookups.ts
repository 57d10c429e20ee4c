import type { ContentHotelSummary, HotelDetailResponse, HotelsAndAreasResponse, Locale } from '@hotel/contracts';
import { contentLanguageOf } from '@hotel/api/src/content/content-language';
import type { HostServerConfig } from '../server-config';
import { requestSiteToken } from '../session/session-routes';

/** What the first paint of a hotel page shows before any script: its name and first picture. */
export interface HotelHero {
  name: string;
  image: { url: string; width: number; height: number; caption: string } | null;
}

/** The card a hotel list shows first until prices arrive (SPEC 2.4: the most popular), drawn in its first paint. */
export interface ListLead {
  hotelId: number;
  name: string;
  image: string;
}

/** The content a page's first paint draws, looked up by the server; null whenever it is not at hand in time. */
export interface ContentLookups {
  hotelHero: (hotelId: number, locale: Locale) => Promise<HotelHero | null>;
  /** `searchText` is the hotels-and-areas keyword; empty for every hotel. */
  listLead: (searchText: string, locale: Locale) => Promise<ListLead | null>;
}

/** Content changes rarely; a page served from an answer this old is redrawn by the app with fresh data anyway. */
const answerLifetimeMs = 10 * 60_000;
/** A page waits this long for an answer it does not have yet, then goes without it (the lookup still fills the cache). */
const pageWaitMs = 250;

/** Before prices are known the list is in popularity order, ties by id (mf-search's hotel-order). */
export function listLeadOf(hotels: readonly ContentHotelSummary[]): ListLead | null {
  const first = [...hotels].sort((a, b) => a.popularOrder - b.popularOrder || a.hotelID - b.hotelID)[0];
  return first ? { hotelId: first.hotelID, name: first.name, image: first.featuredImage } : null;
}

/**
 * Asks the content API, with the server's own API user, for what first paints show, and keeps each answer for a
 * while. A lookup never fails a page: any trouble gives null and the page is drawn without it.
 */
export function contentLookups(config: Pick<HostServerConfig, 'contentApiUrl' | 'contentUser'>): ContentLookups {
  const answers = new Map<string, { answer: Promise<unknown>; at: number }>();
  let token: { value: string; until: number } | null = null;

  async function siteToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const body = await requestSiteToken(config);
    token = { value: body.token, until: Date.parse(body.expired) - 60_000 };
    return token.value;
  }

  async function post<T>(path: string, body: unknown): Promise<T | null> {
    const answer = await fetch(`${config.contentApiUrl}/api/v2/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await siteToken()}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3_000),
    });
    return answer.ok ? ((await answer.json()) as T) : null;
  }

  function remembered<T>(key: string, lookup: () => Promise<T | null>): Promise<T | null> {
    let entry = answers.get(key);
    if (!entry || Date.now() - entry.at > answerLifetimeMs) {
      entry = { answer: lookup().catch(() => null), at: Date.now() };
      answers.set(key, entry);
    }
    const late = new Promise<null>((resolve) => setTimeout(resolve, pageWaitMs, null).unref());
    return Promise.race([entry.answer as Promise<T | null>, late]);
  }

  return {
    hotelHero: (hotelId, locale) =>
      remembered(`hero:${hotelId}:${locale}`, async () => {
        const body = await post<HotelDetailResponse>('hotel-detail', { TargetLanguage: contentLanguageOf(locale), HotelID: hotelId });
        if (!body) return null;
        const image = body.data.images?.[0];
        return { name: body.data.name, image: image ? { url: image.url, width: image.width, height: image.height, caption: image.caption } : null };
      }),
    listLead: (searchText, locale) =>
      remembered(`list:${searchText}:${locale}`, async () => {
        const body = await post<HotelsAndAreasResponse>('hotels-and-areas', { lang: contentLanguageOf(locale), ...(searchText ? { keyword: searchText } : {}) });
        return body ? listLeadOf(body.data.hotels) : null;
      }),
  };
}
