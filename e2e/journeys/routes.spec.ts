import { areaName } from '@hotel/domain';
import { expect, test } from '../support/fixtures';
import { localePrefix, message, type TestLocale } from '../support/catalogues';
import { untilArrived } from '../support/site-page';

interface RouteCase {
  path: string;
  /** The module that must render the page: a remote's exposed module, or the host itself. */
  owner: string;
  heading: (locale: TestLocale) => string;
}

const hotel12: Record<TestLocale, string> = { ja: 'ホテルさくら 福島', en: 'Hotel Sakura Fukushima' };

const remoteCases: RouteCase[] = [
  { path: '/hotels', owner: 'mf_search/HotelListPage', heading: (l) => message('mf-search', l, 'search.list.title') },
  { path: '/hotels-list', owner: 'mf_search/HotelListPage', heading: (l) => message('mf-search', l, 'search.list.title') },
  {
    path: '/hotels-tokyo',
    owner: 'mf_search/HotelListPage',
    heading: (l) => message('mf-search', l, 'search.list.titleKeyword', { keyword: areaName('tokyo', l) as string }),
  },
  {
    path: '/hotels-kansai',
    owner: 'mf_search/HotelListPage',
    heading: (l) => message('mf-search', l, 'search.list.titleKeyword', { keyword: areaName('kansai', l) as string }),
  },
  // The hotel page is headed by the hotel's name (sandbox hotel 12), the full map by "Map of" it.
  { path: '/hotel/12', owner: 'mf_hotel/HotelDetailPage', heading: (l) => hotel12[l] },
  { path: '/full-map/12', owner: 'mf_hotel/FullMapPage', heading: (l) => message('mf-hotel', l, 'hotel.fullMap.title', { name: hotel12[l] }) },
  {
    path: '/confirm-booking/R100',
    owner: 'mf_booking/ConfirmationPage',
    heading: (l) => message('mf-booking', l, 'booking.confirmation.heading'),
  },
  {
    path: '/profile/confirm-booking/R200',
    owner: 'mf_booking/ConfirmationPage',
    heading: (l) => message('mf-booking', l, 'booking.confirmation.heading'),
  },
  { path: '/cancel', owner: 'mf_booking/CancelPage', heading: (l) => message('mf-booking', l, 'booking.cancel.title') },
  {
    path: '/member-confirmation',
    owner: 'mf_member/MemberConfirmationPage',
    heading: (l) => message('mf-member', l, 'member.confirmation.title'),
  },
];

const homePaths = ['/', '/change-password', '/booking/result'];

for (const locale of ['ja', 'en'] as const) {
  const prefix = localePrefix[locale];

  test.describe(`every route of SPEC 2.1 in ${locale}`, () => {
    test.use({ siteLocale: locale });

    for (const route of remoteCases) {
      test(`${prefix}${route.path} is rendered by ${route.owner}`, async ({ page, site, consoleErrors }) => {
        await site.open(route.path);
        await expect(site.slot(route.owner).getByRole('heading', { level: 1 })).toHaveText(route.heading(locale), untilArrived);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(consoleErrors).toEqual([]);
      });
    }

    // SPEC 2.6: review, guest details and payment without chosen rooms send the visitor back (home, when no hotel was kept).
    // SPEC 4: the member area sends a visitor home, as the funnel does without chosen rooms (SPEC 2.6).
    for (const path of ['/summary', '/guest-detail', '/payment', '/my-profile', '/profile/my-card', '/profile/change-password']) {
      test(`${prefix}${path} sends a visitor back home`, async ({ page, site, consoleErrors }) => {
        await site.open(path);
        await expect(site.homeTitle).toBeVisible(untilArrived);
        expect(new URL(page.url()).pathname).toBe(prefix || '/');
        expect(consoleErrors).toEqual([]);
      });
    }

    for (const path of homePaths) {
      const url = `${prefix}${path}`.replace(/\/$/, '') || '/';
      test(`${url} shows home with the search box and the member banner`, async ({ site, consoleErrors }) => {
        await site.open(path);
        await expect(site.homeTitle).toBeVisible(untilArrived);
        await expect(site.slot('mf_search/SearchBox').getByRole('search')).toBeVisible(untilArrived);
        await expect(site.slot('mf_member/MemberBanner').getByText(message('mf-member', locale, 'member.banner.title'))).toBeVisible(untilArrived);
        expect(consoleErrors).toEqual([]);
      });
    }

    for (const [path, titleId] of [
      ['/login', 'member.auth.loginTitle'],
      ['/signup', 'member.auth.signupTitle'],
    ] as const) {
      test(`${prefix}${path} opens the member panel from mf_member`, async ({ page, site }) => {
        await site.open(path);
        await expect(site.slot('mf_member/AuthPanels')).toBeAttached(untilArrived);
        // The panel is a modal dialog, which may be drawn over the page outside its slot.
        const panel = page.getByRole('dialog');
        await expect(panel.getByRole('heading', { name: message('mf-member', locale, titleId), exact: true })).toBeVisible(untilArrived);
      });
    }

    test(`${prefix}/something-wrong is a page of the host`, async ({ page, site }) => {
      await site.open('/something-wrong');
      await expect(page.locator('[data-page="something-wrong-page"]').getByRole('heading', { level: 1 })).toHaveText(
        message('host', locale, 'somethingWrong.title'),
        untilArrived,
      );
    });
  });

  test.describe(`the gate page in ${locale}`, () => {
    test.use({ gatePassed: false, siteLocale: locale });
    test(`${prefix}/authentication is a page of the host`, async ({ page, site }) => {
      await site.open('/authentication');
      await expect(page.locator('[data-page="authentication-page"]').getByRole('heading', { level: 1 })).toHaveText(
        message('host', locale, 'authentication.title'),
        untilArrived,
      );
    });
  });
}
