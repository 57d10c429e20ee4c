import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { prefectures } from '@hotel/domain';
import { localePrefix, message, type TestLocale } from './catalogues';
import { sandboxUrl } from './environment';
import { untilArrived } from './site-page';

export const listScreens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
export type ListScreen = (typeof listScreens)[number];

/** SPEC 9: cards come in steps of 9. */
export const step = 9;

/** Reads a yen amount as the cards print it (`¥12,300` in English, `￥12,300` in Japanese). */
export function yenOf(text: string | null): number | null {
  const match = /[¥￥]\s?([\d,]+)/.exec(text ?? '');
  return match ? Number((match[1] as string).replaceAll(',', '')) : null;
}

/** The hotel list (SPEC 2.4) as a visitor sees it, in one language, on a phone or a desktop. */
export class HotelListPage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
    readonly screen: ListScreen = listScreens[1],
  ) {}

  text(id: string, values: Record<string, string | number> = {}): string {
    return message('mf-search', this.locale, id, values);
  }

  /** The same list once the visitor has switched the site's language. */
  inLanguage(locale: TestLocale): HotelListPage {
    return new HotelListPage(this.page, locale, this.screen);
  }

  path(path: string): string {
    return `${localePrefix[this.locale]}${path}`;
  }

  get phone(): boolean {
    return this.screen.name === 'phone';
  }

  get slot(): Locator {
    return this.page.locator('[data-remote-slot="mf_search/HotelListPage"]');
  }

  get cards(): Locator {
    return this.slot.getByRole('article');
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  countTitle(count: number, area?: string): Locator {
    const title = area ? this.text('search.list.countIn', { count, area }) : this.text('search.list.count', { count });
    return this.slot.getByRole('heading', { level: 2, name: title, exact: true });
  }

  get loadingMore(): Locator {
    return this.slot.getByRole('status', { name: this.text('search.list.loadingMore') });
  }

  /** The phone bar, or the toolbar above the cards. */
  private tool(id: string, values: Record<string, string | number> = {}): Locator {
    const name = this.text(id, values);
    return this.phone ? this.page.getByRole('navigation', { name: this.text('search.list.toolbar') }).getByRole('button', { name, exact: true }) : this.slot.getByRole('button', { name, exact: true });
  }

  sortButton(current = 'lowestToHighest'): Locator {
    return this.phone ? this.tool('search.list.sort') : this.tool('search.list.sortCurrent', { option: this.text(`search.list.sort.${current}`) });
  }

  filterButton(count = 0): Locator {
    return this.tool('search.list.filterCount', { count });
  }

  viewButton(view: 'list' | 'map'): Locator {
    return this.tool(view === 'list' ? 'search.list.viewList' : 'search.list.viewMap');
  }

  get sortDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.text('search.list.sort.title') });
  }

  get filterPanel(): Locator {
    return this.page.getByRole('dialog', { name: this.text('search.list.filter.title') });
  }

  get map(): Locator {
    return this.slot.getByRole('region', { name: this.text('search.list.map.label') });
  }

  /** Opens a list and waits, as its visitor does, for its first step of cards. */
  async open(path: string, count: number): Promise<void> {
    await this.page.goto(this.path(path));
    await this.shows(count);
  }

  /**
   * The first step of a result of `count` hotels is on screen. A new result (another list, sort or filter)
   * starts again from the first step, in a render that follows the click.
   */
  async shows(count: number): Promise<void> {
    await expect(this.cards).toHaveCount(Math.min(step, count), untilArrived);
  }

  /** Waits until every card shown has its price or its out-of-rooms notice. */
  async pricesShown(): Promise<void> {
    await expect(this.slot.getByText(this.text('search.list.card.priceLoading'))).toHaveCount(0, untilArrived);
  }

  /** Sorts. The cards in their new order follow the Done click in a render of their own. */
  async sortBy(option: string, current = 'lowestToHighest'): Promise<void> {
    await this.sortButton(current).click();
    await this.sortDialog.getByRole('radio', { name: this.text(`search.list.sort.${option}`) }).check();
    await this.sortDialog.getByRole('button', { name: this.text('search.list.done') }).click();
    await expect(this.sortDialog).toBeHidden();
  }

  /** Scrolls to the last card until every one of `total` cards is shown; returns the counts seen on the way. */
  async scrollThrough(total: number): Promise<number[]> {
    const seen = [await this.cards.count()];
    while ((seen.at(-1) as number) < total) {
      const next = Math.min(total, (seen.at(-1) as number) + step);
      // Prices may reorder the cards just as the last one is scrolled to, taking it out of the first step (cards
      // move with their hotels): like a visitor, scroll to the new last card again.
      await expect(async () => {
        await this.cards.last().scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(this.cards).toHaveCount(next, { timeout: 2_000 });
      }).toPass(untilArrived);
      seen.push(next);
    }
    return seen;
  }

  async prices(): Promise<Array<number | null>> {
    return (await this.cards.allTextContents()).map(yenOf);
  }

  async names(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 3 }).allTextContents();
  }

  async ratings(): Promise<Array<number | null>> {
    return (await this.cards.allTextContents()).map((text) => {
      const match = /★\s*([\d.]+)\s*\//.exec(text);
      return match ? Number(match[1]) : null;
    });
  }
}

/** A hotel as the content API lists it, with what journeys check. */
export interface ContentHotel {
  hotelID: number;
  name: string;
  popularOrder: number;
  travelGoalTags: string[];
  prefecture: { code: number };
  distanceToUser: number | null;
}

/** What the sandbox sells, asked as the site would, to set up and check a journey. */
export class SandboxCatalogue {
  constructor(readonly request: APIRequestContext) {}

  private async clientSession(): Promise<string> {
    const answer = await this.request.post(`${sandboxUrl}/booking/client_sessions`, { data: { key: 'sandbox-client-key', secret: 'sandbox-client-secret' } });
    return ((await answer.json()) as { client_session: string }).client_session;
  }

  /** Hotels of the content API for a keyword (all when empty), in a content language. */
  async hotels(keyword: string, lang: 'ja-JP' | 'en'): Promise<ContentHotel[]> {
    return this.hotelsAndAreas(keyword ? { lang, keyword } : { lang });
  }

  /** Hotels of the content API around a point within `radius` km, with their distance (issue 13, near-me). */
  async hotelsNear(point: { latitude: number; longitude: number }, radius: number, lang: 'ja-JP' | 'en'): Promise<ContentHotel[]> {
    return this.hotelsAndAreas({ lang, ...point, radius });
  }

  private async hotelsAndAreas(data: Record<string, unknown>): Promise<ContentHotel[]> {
    const token = await this.request.get(`${sandboxUrl}/content/api/core/CoreAuthentication/GenerateToken`, {
      headers: { username: 'sandbox-content-user', password: 'sandbox-content-password', audience: 'hotel-site' },
    });
    const { token: siteToken } = (await token.json()) as { token: string };
    const answer = await this.request.post(`${sandboxUrl}/content/api/v2/hotels-and-areas`, { headers: { authorization: `Bearer ${siteToken}` }, data });
    return ((await answer.json()) as { data: { hotels: ContentHotel[] } }).data.hotels;
  }

  /**
   * The first night from a week ahead on which some hotel has no room left at all (the sandbox sells out
   * two nights a year per hotel, and busy nights at random): that hotel, its area route and the night.
   */
  async soldOutNight(): Promise<{ hotelId: number; area: string; checkIn: string; checkOut: string }> {
    const session = await this.clientSession();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (let offset = 8; offset < 300; offset++) {
      const stay = { checkin_date: day(offset), checkout_date: day(offset + 1), adults: 2, children: 0 };
      const q = JSON.stringify({ page: 1, per_page: 100, rooms: [stay], hotel_codes: [] });
      const answer = await this.request.get(`${sandboxUrl}/booking/hotel_brands/297/hotels`, {
        params: { is_including_lowest_price: 'true', q },
        headers: { 'client-session': session },
      });
      const soldOut = ((await answer.json()) as { data: Array<{ id: number; lowest_price: number | null }> }).data.find((p) => p.lowest_price === null);
      if (!soldOut) continue;
      const hotel = await this.request.get(`${sandboxUrl}/booking/hotels/${soldOut.id}`, { headers: { 'client-session': session } });
      const { data } = (await hotel.json()) as { data: { prefecture_code: number } };
      const area = prefectures.find((p) => p.code === data.prefecture_code)?.keyword ?? 'tokyo';
      return { hotelId: soldOut.id, area, checkIn: stay.checkin_date, checkOut: stay.checkout_date };
    }
    throw new Error('no sold-out night in the sandbox within 300 days');
  }
}
