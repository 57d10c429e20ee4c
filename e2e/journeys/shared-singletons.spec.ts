import type { Request } from '@playwright/test';
import { addDays, toIsoDate } from '@hotel/domain';
import { expect, test } from '../support/fixtures';
import { message } from '../support/catalogues';
import { untilArrived } from '../support/site-page';

const singletons = ['react', 'react-dom', '@hotel/ui/router', 'effector', 'effector-react', 'react-intl', '@hotel/bus', '@hotel/ui', '@hotel/i18n'];

interface SharedCopy {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

test('host and all four remotes run on one React, one effector and one @hotel/bus', async ({ page, site, consoleErrors }) => {
  await site.open('/');
  await expect(site.slot('mf_member/MemberBanner').getByRole('heading')).toBeVisible(untilArrived);
  // Client-side navigation keeps one page, so every remote joins the same share scope.
  for (const [link, owner] of [
    [message('host', 'ja', 'header.findHotel'), 'mf_search/HotelListPage'],
    [message('host', 'ja', 'header.myReservations'), 'mf_booking/CancelPage'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await expect(site.slot(owner).getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  }
  await page.evaluate(() => window.history.pushState({}, '', '/hotel/3'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toBeVisible(untilArrived);

  const scope = await page.evaluate((names) => {
    type Entry = { from: string; loaded?: unknown; useIn?: string[] };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> }> } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host');
    const shared = host?.shareScopeMap.default ?? {};
    return Object.fromEntries(
      names.map((name) => [
        name,
        Object.entries(shared[name] ?? {}).map(([version, entry]) => ({
          version,
          from: entry.from,
          loaded: Boolean(entry.loaded),
          useIn: entry.useIn ?? [],
        })),
      ]),
    );
  }, singletons);

  for (const name of singletons) {
    const copies = (scope[name] ?? []) as SharedCopy[];
    expect(copies, `${name} must have exactly one copy`).toHaveLength(1);
    expect(copies[0]?.from, `${name} must be the host's copy`).toBe('host');
    expect(copies[0]?.loaded).toBe(true);
  }
  const usersOf = (name: string) => (scope[name] as SharedCopy[])[0]?.useIn ?? [];
  expect(usersOf('@hotel/bus')).toEqual(expect.arrayContaining(['host', 'mf_search', 'mf_member', 'mf_hotel']));
  // mf_booking's pages reach the bus only through @hotel/i18n's provider (createRemoteIntl), the host's copy too.
  expect(usersOf('@hotel/i18n')).toEqual(expect.arrayContaining(['host', 'mf_booking']));
  expect(consoleErrors).toEqual([]);
});

test.describe('the bus between remotes', () => {
  test.use({ siteLocale: 'en' });

  test('a search committed in mf_search makes mf_hotel price its hotel again, through the bus', async ({ page, site, searchBox, consoleErrors }) => {
    const checkIn = addDays(toIsoDate(new Date()), 20);
    const moved = addDays(checkIn, 7);
    /** The top info's price request (SPEC 2.5: lowest nightly price) for hotel 3, with the stay it asks for. */
    const priceRequestFor = (date: string) => (request: Request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith('/hotel_brands/297/hotels')) return false;
      const query = JSON.parse(url.searchParams.get('q') ?? '{}') as { hotel_codes?: string[]; rooms?: Array<{ checkin_date: string }> };
      return query.hotel_codes?.includes('SKR-HKD-03') === true && query.rooms?.[0]?.checkin_date === date;
    };

    const firstPrice = page.waitForRequest(priceRequestFor(checkIn));
    await page.goto(`/en/hotel/3?checkIndate=${checkIn}&checkOutdate=${addDays(checkIn, 1)}`);
    await firstPrice;
    await expect(site.slot('mf_hotel/HotelDetailPage').getByRole('heading', { level: 1 })).toHaveText('Hotel Sakura Susukino', untilArrived);

    // In mf_search's box on the page: a week later, two nights.
    await expect(searchBox.datesButton).toBeVisible(untilArrived);
    await searchBox.openCalendar();
    const calendar = searchBox.calendar;
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const newPrice = page.waitForRequest(priceRequestFor(moved));
    // The second date ends the range and closes the calendar with the new search.
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();

    // searchChanged crossed from mf_search to mf_hotel: the page asked for the new dates' price.
    await newPrice;
    await expect(page).toHaveURL(new RegExp(`/en/hotel/3\\?checkIndate=${moved}&checkOutdate=${addDays(moved, 2)}`));
    expect(consoleErrors).toEqual([]);
  });
});
