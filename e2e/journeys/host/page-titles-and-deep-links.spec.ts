import { areaName } from '@hotel/domain';
import { message } from '../../support/catalogues';
import { expect, test } from '../../support/fixtures';
import { HotelPage } from '../../support/hotel-page';
import { untilArrived } from '../../support/site-page';

/** Issue 13: deep links keep their language, area routes answer whatever their case, every page has a title. */
test.describe('deep links and page titles in English', () => {
  test.use({ siteLocale: 'en', locale: 'en-US' });

  test('a home link with a stay under /en opens the hotel in English, not Japanese', async ({ page, consoleErrors }) => {
    const hotelPage = new HotelPage(page, 'en');
    await page.goto('/en?checkin=2031-03-10&checkout=2031-03-11&code=20&is_day_use=true');
    await expect(page).toHaveURL(/\/en\/hotel\/20\?/, untilArrived);
    await expect(hotelPage.sections).toBeVisible(untilArrived);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const query = new URL(page.url()).searchParams;
    expect([query.get('checkIndate'), query.get('checkOutdate'), query.get('is_day_use')]).toEqual(['2031-03-10', '2031-03-10', 'true']);
    expect(consoleErrors).toEqual([]);
  });

  test('/hotels-Tokyo is the Tokyo list for the server as for the page', async ({ page, hotelList }) => {
    const answer = await page.goto('/en/hotels-Tokyo');
    expect(answer?.status()).toBe(200);
    await expect(hotelList.slot.getByRole('heading', { level: 1 })).toHaveText(
      message('mf-search', 'en', 'search.list.titleKeyword', { keyword: areaName('tokyo', 'en') as string }),
      untilArrived,
    );
    expect((await page.request.get('/hotels-ATLANTIS')).status()).toBe(404);
  });

  test('each page is titled in its language, and shared under that title with a description', async ({ page, site }) => {
    const titled = async (path: string, id: string, values: Record<string, string> = {}) => {
      await site.open(path);
      const title = message('host', 'en', id, values);
      await expect(page).toHaveTitle(title, untilArrived);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', message('host', 'en', 'meta.description'));
    };
    await titled('/', 'meta.title.home');
    await titled('/hotels-kyoto', 'meta.title.hotelListArea', { area: areaName('kyoto', 'en') as string });
    await titled('/cancel', 'meta.title.cancel');
    await titled('/no-such-page', 'meta.title.notFound');
    // The hotel page keeps its own title, the hotel's name.
    await site.open('/hotel/12');
    await expect(page).toHaveTitle(message('mf-hotel', 'en', 'hotel.detail.documentTitle', { name: 'Hotel Sakura Fukushima' }), untilArrived);
  });
});

test.describe('page titles in Japanese', () => {
  test('home and the list are titled in Japanese', async ({ page, site }) => {
    await site.open('/');
    await expect(page).toHaveTitle(message('host', 'ja', 'meta.title.home'), untilArrived);
    await site.open('/hotels-tokyo');
    await expect(page).toHaveTitle(message('host', 'ja', 'meta.title.hotelListArea', { area: areaName('tokyo', 'ja') as string }), untilArrived);
  });
});
