import { expect, test } from '../../support/fixtures';
import { message } from '../../support/catalogues';
import { languagesAndScreens, tokyoHotels } from '../../support/hotel-page';

const { withReviews, withoutReviews } = tokyoHotels;

for (const { locale, screen } of languagesAndScreens) {
  test.describe(`the hotel page in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('a visitor opens a hotel from the list, moves through its sections and goes back to the results', async ({ page, hotelList, hotelPage: hotel, consoleErrors }) => {
      await hotelList.open('/hotels-tokyo', 10);
      const listUrl = page.url();
      await hotelList.card(withReviews.name[locale]).getByRole('link', { name: withReviews.name[locale], exact: true }).click();

      await hotel.arrived(withReviews.name[locale]);
      await expect(page).toHaveURL(new RegExp(`${hotel.path(`/hotel/${withReviews.id}`)}\\?`));
      await expect(page).toHaveTitle(hotel.text('hotel.detail.documentTitle', { name: withReviews.name[locale] }));
      await expect(hotel.currentTab).toHaveText(hotel.text('hotel.detail.tab.hotel'));

      // Choosing a tab scrolls its section under the sticky bar and marks it.
      await hotel.tab('map').click();
      await expect(hotel.currentTab).toHaveText(hotel.text('hotel.detail.tab.map'));
      await expect.poll(() => hotel.sectionTop('map')).toBeLessThan(100);
      await expect(hotel.sections).toBeInViewport();
      await hotel.tab('plan').click();
      await expect(hotel.currentTab).toHaveText(hotel.text('hotel.detail.tab.plan'));

      // Scrolling by hand moves the mark too (scroll-spy).
      await hotel.wheelTo('review');
      await expect(hotel.currentTab).toHaveText(hotel.text('hotel.detail.tab.review'));

      await hotel.backToResults.click();
      await expect(page).toHaveURL(listUrl);
      await expect(hotelList.card(withReviews.name[locale])).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('reviews show on a hotel with reviews, and a hotel without has no Reviews tab', async ({ hotelPage: hotel, consoleErrors }) => {
      await hotel.open(withReviews.id, withReviews.name[locale]);
      await hotel.tab('review').click();
      const reviews = hotel.reviews;
      await expect(reviews.getByRole('img', { name: hotel.matching('hotel.detail.reviews.score', ['score']) }).first()).toBeVisible();
      await expect(reviews.getByText(hotel.text('hotel.detail.reviews.count', { count: withReviews.reviews }), { exact: true })).toBeVisible();
      await expect(reviews.getByRole('heading', { level: 3 })).toHaveCount(3);
      await reviews.getByRole('button', { name: hotel.text('hotel.detail.reviews.showMore', { count: withReviews.reviews - 3 }) }).click();
      await expect(reviews.getByRole('heading', { level: 3 })).toHaveCount(6);

      await hotel.open(withoutReviews.id, withoutReviews.name[locale]);
      await expect(hotel.tab('map')).toBeVisible();
      await expect(hotel.tab('review')).toHaveCount(0);
      await expect(hotel.reviews).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('reviews that did not load say so, and Try again brings them', async ({ page, hotelPage: hotel }) => {
      // The content API's reviews call gets no answer, as on a train between stations.
      const cutOff = '**/api/v2/hotel-reviews';
      await page.route(cutOff, (route) => route.abort('internetdisconnected'));
      await hotel.open(withReviews.id, withReviews.name[locale]);
      await hotel.tab('review').click();
      const failed = hotel.reviews.getByRole('alert');
      await expect(failed).toContainText(hotel.text('hotel.detail.reviews.failed'));
      await page.unroute(cutOff);
      await failed.getByRole('button', { name: hotel.text('hotel.detail.failed.retry') }).click();
      await expect(hotel.reviews.getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(hotel.reviews.getByRole('alert')).toHaveCount(0);
      await expect(hotel.reviews.getByRole('heading', { level: 2 })).toBeFocused();
    });

    test('the back link goes home when the visitor did not come from a search', async ({ page, hotelPage: hotel }) => {
      await hotel.open(withoutReviews.id, withoutReviews.name[locale]);
      await hotel.backHome.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', locale, 'home.title'));
    });
  });
}

for (const locale of ['ja', 'en'] as const) {
  test.describe(`the hotel page's links in ${locale}`, () => {
    test.use({ locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('a tab in the link scrolls to its section after load', async ({ hotelPage: hotel, consoleErrors }) => {
      await hotel.open(withReviews.id, withReviews.name[locale], '?tab=map');
      await expect(hotel.currentTab).toHaveText(hotel.text('hotel.detail.tab.map'));
      await expect.poll(() => hotel.sectionTop('map')).toBeLessThan(100);
      expect(consoleErrors).toEqual([]);
    });

    test('a booking-edit link lands on the rooms and plans, not the top', async ({ hotelPage: hotel }) => {
      await hotel.open(withReviews.id, withReviews.name[locale], '?bypass_token=t0k3n&email=guest%40example.com&reservationID=R0001&tab=plan');
      await expect.poll(() => hotel.sectionTop('plan')).toBeLessThan(100);
      await expect(hotel.currentTab).toHaveText(hotel.text('hotel.detail.tab.plan'));
    });

    test('an unknown hotel says so and offers the way home', async ({ page, hotelPage: hotel }) => {
      await page.goto(hotel.path('/hotel/99999'));
      await expect(hotel.main.getByRole('heading', { level: 1 })).toHaveText(hotel.text('hotel.detail.notFound.title'));
      await hotel.main.getByRole('link', { name: hotel.text('hotel.detail.notFound.home') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', locale, 'home.title'));
    });
  });
}
