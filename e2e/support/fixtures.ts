import { test as base, expect } from '@playwright/test';
import { BookingFunnelPage } from './booking-funnel-page';
import type { TestLocale } from './catalogues';
import { sitePassword } from './environment';
import { HotelListPage, listScreens, SandboxCatalogue } from './hotel-list-page';
import { HotelPage } from './hotel-page';
import { MemberAreaPage, Outbox } from './member-area-page';
import { MemberBookingPage } from './member-booking-page';
import { MemberSession } from './member-session';
import { EngineClient, RoomsPlansPage } from './rooms-plans-page';
import { SearchBoxPage } from './search-box-page';
import { SitePage } from './site-page';

interface Options {
  /** Journeys start past the shared-password gate unless they are about the gate itself. */
  gatePassed: boolean;
  /** The site's language the page objects read and speak: the browser's (`locale`) unless a journey says. */
  siteLocale: TestLocale;
}

/** What a visitor meets on the site, as page objects in the journey's language and on its screen. */
interface Pages {
  site: SitePage;
  searchBox: SearchBoxPage;
  hotelList: HotelListPage;
  hotelPage: HotelPage;
  roomsPlans: RoomsPlansPage;
  bookingFunnel: BookingFunnelPage;
  memberArea: MemberAreaPage;
  memberBookings: MemberBookingPage;
}

interface Fixtures extends Pages {
  /** Console errors and uncaught exceptions seen during the journey; a normal journey has none. */
  consoleErrors: string[];
  /** The booking engine of the journeys' sandbox, asked as its other clients would, to set a journey up. */
  engine: EngineClient;
  /** The sandbox's hotel content, asked as the site would. */
  sandbox: SandboxCatalogue;
  /** Demo members signed in at the engine, their tokens handed to the browser. */
  member: MemberSession;
}

export const test = base.extend<Fixtures & Options>({
  gatePassed: [true, { option: true }],
  siteLocale: [({ locale }, use) => use(locale?.startsWith('en') ? 'en' : 'ja'), { option: true }],
  page: async ({ page, gatePassed }, use) => {
    if (gatePassed) {
      // page.request shares the browser context's cookies, so the pass cookie applies to the page too.
      const answer = await page.request.post('/api/authenticate', { data: { password: sitePassword } });
      expect(answer.status(), 'the gate accepts the site password').toBe(204);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  site: async ({ page, siteLocale }, use) => use(new SitePage(page, siteLocale)),
  searchBox: async ({ page, siteLocale }, use) => use(new SearchBoxPage(page, siteLocale)),
  hotelList: async ({ page, siteLocale, viewport }, use) => {
    const phone = (viewport?.width ?? 1280) < 768;
    await use(new HotelListPage(page, siteLocale, phone ? listScreens[0] : listScreens[1]));
  },
  hotelPage: async ({ page, siteLocale }, use) => use(new HotelPage(page, siteLocale)),
  roomsPlans: async ({ page, siteLocale }, use) => use(new RoomsPlansPage(page, siteLocale)),
  bookingFunnel: async ({ page, siteLocale, roomsPlans, engine }, use) => use(new BookingFunnelPage(page, siteLocale, roomsPlans, engine)),
  engine: async ({ page }, use) => use(await EngineClient.start(page.request)),
  sandbox: async ({ request }, use) => use(new SandboxCatalogue(request)),
  member: async ({ page }, use) => use(new MemberSession(page)),
  memberArea: async ({ page, siteLocale }, use) => use(new MemberAreaPage(page, siteLocale, new Outbox(page.request))),
  memberBookings: async ({ page, siteLocale }, use) => use(new MemberBookingPage(page, siteLocale)),
});

export { expect };
