import { expect, test } from '../../support/fixtures';
import { moveFakeMap, serveFakeGoogleMaps, withMapsKey } from '../../support/fake-google-maps';
import { listScreens, step } from '../../support/hotel-list-page';
import { untilArrived } from '../../support/site-page';

/** SPEC 2.4 map view through the fake google.maps: markers, clusters below zoom 10, info window, bounds on idle. */
for (const { locale, screen } of [
  { locale: 'ja', screen: listScreens[1] },
  { locale: 'en', screen: listScreens[0] },
] as const) {
  test.describe(`the map view in ${locale} on a ${screen.name}`, () => {
    // The journeys' server has no maps key, so its security policy leaves out the maps origins the fake stands
    // in for; the key is added to the host's runtime settings here, and the policy bypassed with it.
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US', bypassCSP: true });

    test.beforeEach(async ({ page }) => {
      await withMapsKey(page);
      await serveFakeGoogleMaps(page);
    });

    test('all 81 hotels: clusters below zoom 10, holding every hotel', async ({ hotelList: list, consoleErrors }) => {
      await list.open('/hotels', 81);
      await list.viewButton('map').click();
      await expect(list.map.locator('[data-zoom]')).toHaveAttribute('data-zoom', /^[2-9]$/, untilArrived);
      const cluster = new RegExp(`^${list.text('search.list.map.cluster', { count: 999 }).replace('999', '(\\d+)')}$`);
      await expect(list.map.getByRole('button', { name: cluster }).first()).toBeVisible();
      const clusters = await list.map.getByRole('button', { name: cluster }).allTextContents();
      const markers = await list.map.locator('[data-fake-marker]').count();
      const clustered = clusters.reduce((sum, count) => sum + Number(count), 0);
      expect(clustered + (markers - clusters.length)).toBe(81);
      expect(consoleErrors).toEqual([]);
    });

    test('Tokyo: a marker per hotel; a click zooms to 15, opens the info window, and the list keeps the hotels in view', async ({ page, hotelList: list }) => {
      await list.open('/hotels-tokyo', 10);
      await list.pricesShown();
      const names = await list.names();
      await list.scrollThrough(10);
      const allNames = await list.names();
      await list.viewButton('map').click();
      const zoom = list.map.locator('[data-zoom]');
      await expect(zoom).toHaveAttribute('data-zoom', /^(1\d)$/, untilArrived);
      for (const name of allNames) await expect(list.map.getByRole('button', { name, exact: true })).toHaveCount(1);
      await expect(list.slot.getByText(list.text('search.list.map.inArea', { count: 10 }))).toBeVisible();

      const chosen = names[0] as string;
      await list.map.getByRole('button', { name: chosen, exact: true }).click();
      await expect(zoom).toHaveAttribute('data-zoom', '15');
      const info = list.map.getByRole('dialog', { name: chosen });
      await expect(info.getByRole('heading', { name: chosen })).toBeVisible();
      await expect(info).toContainText(locale === 'ja' ? '東京都' : 'Tokyo');
      await expect(info).toContainText(locale === 'ja' ? /￥[\d,]+〜/ : /from ¥[\d,]+~/);
      // The photo is decorative there (alt=""): the name follows it.
      await expect(info.locator('img')).toHaveAttribute('src', /\/content\/images\/hotels\/\d+\//);
      // On idle the list holds only the hotels inside the visible part of the map.
      await expect(list.card(chosen)).toBeVisible();
      await expect.poll(() => list.cards.count()).toBeLessThan(10);

      await info.getByRole('link', { name: list.text('search.list.card.viewHotel') }).click();
      await expect(page).toHaveURL(new RegExp(`${list.path('/hotel/')}\\d+\\?`));
    });

    test('moving the map away leaves no hotel in its area; the full map shows the map alone', async ({ page, hotelList: list }) => {
      await list.open('/hotels-tokyo', 10);
      await list.viewButton('map').click();
      await expect(list.map.locator('[data-zoom]')).toHaveAttribute('data-zoom', /^(1\d)$/, untilArrived);
      await moveFakeMap(page, { lat: 43.06, lng: 141.35 }, 12);
      await expect(list.slot.getByText(list.text('search.list.map.inArea', { count: 0 }))).toBeVisible();
      await expect(list.cards).toHaveCount(0);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      const fullMap = list.slot.getByRole('button', { name: list.text('search.list.fullMap') });
      await fullMap.click();
      await expect(fullMap).toHaveAttribute('aria-pressed', 'true');
      await expect(list.map).toBeVisible();
      await list.viewButton('list').click();
      await expect(list.cards).toHaveCount(step);
      await expect(list.map).toHaveCount(0);
    });

    test('the filter stays at hand in map view and the markers follow it', async ({ hotelList: list }) => {
      await list.open('/hotels-kanto', 18);
      await list.viewButton('map').click();
      const markers = list.map.locator('[data-fake-marker]');
      await expect(markers.first()).toBeVisible(untilArrived);
      await list.filterButton().click();
      await list.filterPanel.getByRole('checkbox', { name: locale === 'ja' ? '東京都' : 'Tokyo' }).check();
      await list.filterPanel.getByRole('button', { name: list.text('search.list.done') }).click();
      await expect(list.filterPanel).toBeHidden();
      await expect(list.map.locator('[data-zoom]')).toHaveAttribute('data-zoom', /^(1\d)$/);
      await expect(markers).toHaveCount(10);
    });
  });
}
