import { expect, type Locator, type Page } from '@playwright/test';
import { localePrefix, message, type TestLocale } from './catalogues';

export interface Screen {
  name: 'phone' | 'desktop';
  viewport: { width: number; height: number };
}

export const phoneScreen: Screen = { name: 'phone', viewport: { width: 390, height: 844 } };
export const desktopScreen: Screen = { name: 'desktop', viewport: { width: 1280, height: 900 } };

/** The hotel page's journeys run in both languages on both screens. */
export const languagesAndScreens = [
  { locale: 'ja', screen: phoneScreen },
  { locale: 'ja', screen: desktopScreen },
  { locale: 'en', screen: phoneScreen },
  { locale: 'en', screen: desktopScreen },
] as const satisfies ReadonlyArray<{ locale: TestLocale; screen: Screen }>;

/** Sandbox hotels the journeys visit (all in the Tokyo list): with many reviews, and without any. */
export const tokyoHotels = {
  withReviews: { id: 19, name: { ja: 'ホテルさくら 渋谷', en: 'Hotel Sakura Shibuya' }, reviews: 11 },
  withoutReviews: { id: 22, name: { ja: 'ホテルさくら 赤坂', en: 'Hotel Sakura Akasaka' } },
} as const;

export type TabKey = 'hotel' | 'plan' | 'map' | 'review';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The hotel page (SPEC 2.5) as a visitor finds it, in one language. */
export class HotelPage {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  text(id: string, values: Record<string, string | number> = {}): string {
    return message('mf-hotel', this.locale, id, values);
  }

  /** A message whose named (text) placeholders may be anything, as a pattern of what the page shows. */
  matching(id: string, anything: readonly string[]): RegExp {
    const tokens = Object.fromEntries(anything.map((name, i) => [name, `\u0000${i}\u0000`]));
    const text = escape(this.text(id, tokens));
    return new RegExp(`^${anything.reduce((out, _, i) => out.replace(`\u0000${i}\u0000`, '.+'), text)}$`);
  }

  path(path: string): string {
    return `${localePrefix[this.locale]}${path}`;
  }

  get main(): Locator {
    return this.page.locator('[data-remote-slot="mf_hotel/HotelDetailPage"]');
  }

  name(hotelName: string): Locator {
    return this.main.getByRole('heading', { level: 1, name: hotelName });
  }

  get sections(): Locator {
    return this.page.getByRole('navigation', { name: this.text('hotel.detail.tabs.label') });
  }

  tab(key: TabKey): Locator {
    return this.sections.getByRole('link', { name: this.text(`hotel.detail.tab.${key}`), exact: true });
  }

  /** The tab scroll-spy marks (aria-current). */
  get currentTab(): Locator {
    return this.sections.locator('[aria-current="location"]');
  }

  sectionHeading(id: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: this.text(id), exact: true });
  }

  get backToResults(): Locator {
    return this.main.getByRole('link', { name: this.text('hotel.detail.back.results') });
  }

  get backHome(): Locator {
    return this.main.getByRole('link', { name: this.text('hotel.detail.back.home') });
  }

  gallery(hotelName: string): Locator {
    return this.main.getByRole('region', { name: this.text('hotel.detail.gallery.label', { name: hotelName }) });
  }

  /** The photos that open full screen (phones), whatever their caption. */
  galleryPhotoButtons(hotelName: string): Locator {
    return this.gallery(hotelName).getByRole('button', { name: this.matching('hotel.detail.gallery.open', ['index', 'total', 'caption']) });
  }

  fullScreenGallery(hotelName: string): Locator {
    return this.page.getByRole('dialog', { name: this.text('hotel.detail.gallery.dialog', { name: hotelName }) });
  }

  get reviews(): Locator {
    return this.main.getByRole('region', { name: this.text('hotel.detail.reviews.title') });
  }

  get fullMapLink(): Locator {
    return this.main.getByRole('link', { name: this.text('hotel.detail.map.fullScreen') });
  }

  async open(hotelId: number, hotelName: string, query = ''): Promise<void> {
    await this.page.goto(this.path(`/hotel/${hotelId}${query}`));
    // A first visit also starts the site and loads two remotes; the machine may be shared with other runs.
    await expect(this.name(hotelName)).toBeVisible({ timeout: 15_000 });
  }

  /**
   * Scrolls with the mouse wheel, as a reader would, until a section's top is just under the sticky bar (or the
   * page can scroll no further).
   */
  async wheelTo(sectionId: string): Promise<void> {
    await this.page.mouse.move(this.page.viewportSize()!.width / 2, 300);
    await expect
      .poll(async () => {
        const { top, atEnd } = await this.page.locator(`#${sectionId}`).evaluate((element) => ({
          top: element.getBoundingClientRect().top,
          atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        }));
        const reached = top < 100 || atEnd;
        if (!reached) await this.page.mouse.wheel(0, top - 70);
        return reached;
      })
      .toBe(true);
  }

  /** Distance of a section's top from the top of the window. */
  sectionTop(sectionId: string): Promise<number> {
    return this.page.locator(`#${sectionId}`).evaluate((element) => element.getBoundingClientRect().top);
  }
}

/** The hotel list of an area, as the journeys start from it. */
export async function openTokyoList(page: Page, locale: TestLocale): Promise<void> {
  await page.goto(`${localePrefix[locale]}/hotels-tokyo`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
