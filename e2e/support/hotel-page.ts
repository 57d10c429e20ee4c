import { expect, type Locator, type Page } from '@playwright/test';
import { localePrefix, message, type TestLocale } from './catalogues';
import { untilArrived } from './site-page';

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
/** Both languages and both screens, each journey once per pair: Japanese on a phone, English on a desktop. */
export const twoLanguagesTwoScreens = [languagesAndScreens[0], languagesAndScreens[3]] as const;

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

  /** The top info (SPEC 2.5): name, address, lowest nightly price, rooms left. */
  get topInfo(): Locator {
    return this.main.locator('#header');
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

  /** Opens a hotel and waits, as its visitor does, for its name and then the sections under the navigation. */
  async open(hotelId: number, hotelName: string, query = ''): Promise<void> {
    await this.page.goto(this.path(`/hotel/${hotelId}${query}`));
    await this.arrived(hotelName);
  }

  /**
   * The hotel's name, then the sections under the navigation: they follow the name and photos in a deferred
   * render with code of their own (rooms and plans first, the map last).
   */
  async arrived(hotelName: string): Promise<void> {
    await expect(this.name(hotelName)).toBeVisible(untilArrived);
    await expect(this.sectionHeading('hotel.rooms.title')).toBeVisible(untilArrived);
    await expect(this.sectionHeading('hotel.detail.map.title')).toBeVisible(untilArrived);
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
