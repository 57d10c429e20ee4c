import type { HotelDetailResponse, Locale } from '@hotel/contracts';
import { contentLanguageOf } from '@hotel/api/src/content/content-language';
import type { HostServerConfig } from '../server-config';
import { requestSiteToken } from '../session/session-routes';

/** What the first paint of a hotel page shows before any script: its name and first picture. */
export interface HotelHero {
  name: string;
  image: { url: string; width: number; height: number; caption: string } | null;
}

export type HeroLookup = (hotelId: number, locale: Locale) => Promise<HotelHero | null>;

/** Content changes rarely; a page served from a hero this old is redrawn by the app with fresh data anyway. */
const heroLifetimeMs = 10 * 60_000;
/** A page waits this long for a hero it does not have yet, then goes without it (the lookup still fills the cache). */
const pageWaitMs = 250;

/**
 * Asks the content API, with the server's own API user, for a hotel's name and first picture, and keeps the answer
 * for a while. The lookup never fails a page: any trouble gives null and the page is drawn without a hero.
 */
export function hotelHeroLookup(config: Pick<HostServerConfig, 'contentApiUrl' | 'contentUser'>): HeroLookup {
  const heroes = new Map<string, { hero: Promise<HotelHero | null>; at: number }>();
  let token: { value: string; until: number } | null = null;

  async function siteToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const body = await requestSiteToken(config);
    token = { value: body.token, until: Date.parse(body.expired) - 60_000 };
    return token.value;
  }

  async function fetchHero(hotelId: number, locale: Locale): Promise<HotelHero | null> {
    const answer = await fetch(`${config.contentApiUrl}/api/v2/hotel-detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await siteToken()}` },
      body: JSON.stringify({ TargetLanguage: contentLanguageOf(locale), HotelID: hotelId }),
      signal: AbortSignal.timeout(3_000),
    });
    if (!answer.ok) return null;
    const { data } = (await answer.json()) as HotelDetailResponse;
    const image = data.images?.[0];
    return { name: data.name, image: image ? { url: image.url, width: image.width, height: image.height, caption: image.caption } : null };
  }

  return async (hotelId, locale) => {
    const key = `${hotelId}:${locale}`;
    let entry = heroes.get(key);
    if (!entry || Date.now() - entry.at > heroLifetimeMs) {
      entry = { hero: fetchHero(hotelId, locale).catch(() => null), at: Date.now() };
      heroes.set(key, entry);
    }
    const late = new Promise<null>((resolve) => setTimeout(resolve, pageWaitMs, null).unref());
    return Promise.race([entry.hero, late]);
  };
}
