import { expect, test } from '../../support/fixtures';
import { listScreens } from '../../support/hotel-list-page';
import { untilArrived } from '../../support/site-page';

/** The visitor stands at Tokyo Station; the browser grants the site their position. */
const tokyoStation = { latitude: 35.6812, longitude: 139.7671 };
/** SPEC 9 near-me radius. */
const radiusKm = 4.78;

/** Issue 13: choosing 現在地周辺のホテル and pressing Search lists the hotels around the visitor, nearest first. */
for (const locale of ['ja', 'en'] as const) {
  const screen = locale === 'ja' ? listScreens[1] : listScreens[0];
  test.describe(`near-me search in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US', geolocation: tokyoStation });

    test('lists the hotels around the visitor by distance, with the distance sort chosen and enabled', async ({
      page,
      searchBox: box,
      hotelList: list,
      sandbox,
      consoleErrors,
    }) => {
      await page.context().grantPermissions(['geolocation']);
      await box.openHome();
      await box.destination.focus();
      await box.suggestions.getByRole('option', { name: box.text('location.nearMe') }).click();
      await expect(box.destination).toHaveValue(box.text('location.nearMe'));

      // On a phone the suggestions sheet covers the page: the visitor closes it, then searches.
      if (box.isPhone()) await box.box.getByRole('button', { name: box.text('location.close') }).click();
      await box.submitButton.click();
      await expect(page).toHaveURL(/\/hotels\?.*near=35\.681,139\.767/, untilArrived);
      await expect(box.box.getByRole('alert')).toHaveCount(0);

      const near = await sandbox.hotelsNear(tokyoStation, radiusKm, locale === 'ja' ? 'ja-JP' : 'en');
      expect(near.length, 'the sandbox has hotels around Tokyo Station').toBeGreaterThan(1);
      await list.shows(near.length);
      await list.pricesShown();
      // Priced hotels first (SPEC 2.4), each group nearest first.
      const byDistance = [...near].sort((a, b) => (a.distanceToUser ?? 0) - (b.distanceToUser ?? 0)).map((hotel) => hotel.name);
      const names = await list.names();
      const prices = await list.prices();
      const pricedNames = names.filter((_, i) => prices[i] !== null);
      expect(names).toEqual([...byDistance.filter((name) => pricedNames.includes(name)), ...byDistance.filter((name) => !pricedNames.includes(name))]);

      await list.sortButton('distance').click();
      const distance = list.sortDialog.getByRole('radio', { name: list.text('search.list.sort.distance') });
      await expect(distance).toBeEnabled();
      await expect(distance).toBeChecked();
      expect(consoleErrors).toEqual([]);
    });
  });
}
