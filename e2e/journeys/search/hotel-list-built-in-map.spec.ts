import { BuiltInMap } from '../../support/built-in-map';
import { expect, test } from '../../support/fixtures';
import { listScreens, step } from '../../support/hotel-list-page';
import { untilArrived } from '../../support/site-page';

/**
 * SPEC 2.4 map view with no maps key (the journeys' server has none): the site's own map of Japan, on the real
 * code, no fake. Clusters split as the visitor zooms in; the list follows what the map shows.
 */
for (const { locale, screen } of [
  { locale: 'ja', screen: listScreens[0] },
  { locale: 'en', screen: listScreens[1] },
] as const) {
  test.describe(`the built-in map of the list in ${locale} on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

    test('all 81 hotels in clusters; a cluster click zooms in and splits it, and the list keeps what is in view', async ({ hotelList: list, consoleErrors }) => {
      await list.open('/hotels', 81);
      await list.viewButton('map').click();
      const map = new BuiltInMap(list.map, locale);
      await map.drawn();
      // No setup text for visitors: a map.
      await expect(list.slot.getByRole('note')).toHaveCount(0);
      await expect(map.clusters.first()).toBeVisible();
      expect(await map.hotelsShown()).toBe(81);
      await expect(list.slot.getByText(list.text('search.list.map.inArea', { count: 81 }))).toBeVisible();

      const counts = (await map.clusters.allTextContents()).map(Number);
      const biggest = Math.max(...counts);
      const zoomBefore = await map.zoom();
      const cluster = map.surface.getByRole('button', { name: list.text('search.list.map.cluster', { count: biggest }), exact: true }).first();
      await cluster.click();
      await expect.poll(() => map.zoom()).toBeGreaterThan(zoomBefore);
      await expect.poll(async () => Math.max(0, ...(await map.clusters.allTextContents()).map(Number))).toBeLessThan(biggest);
      // The hotels of the other islands are out of view now, and so out of the list.
      await expect(list.slot.getByText(list.text('search.list.map.inArea', { count: 81 }))).toHaveCount(0);
      await expect.poll(() => list.cards.count()).toBeLessThanOrEqual(step);
      expect(consoleErrors).toEqual([]);
    });

    test('Tokyo: a priced pin per hotel; keys, buttons and the wheel zoom, a drag moves away, and the list follows', async ({ page, hotelList: list, consoleErrors }) => {
      await list.open('/hotels-tokyo', 10);
      await list.pricesShown();
      await list.scrollThrough(10);
      const names = await list.names();
      await list.viewButton('map').click();
      const map = new BuiltInMap(list.map, locale);
      await map.drawn();
      for (const name of names) await expect(map.pin(name)).toHaveAccessibleName(locale === 'ja' ? /￥[\d,]+$/ : /¥[\d,]+$/);
      await expect(map.pins).toHaveCount(10);
      await expect(list.slot.getByText(list.text('search.list.map.inArea', { count: 10 }))).toBeVisible();

      const zoomBefore = await map.zoom();
      await map.surface.focus();
      for (const _ of [1, 2, 3]) await page.keyboard.press('+');
      await expect.poll(() => map.zoom()).toBe(zoomBefore + 3);
      await expect.poll(() => list.cards.count(), untilArrived).toBeLessThan(10);
      await page.keyboard.press('-');
      await expect.poll(() => map.zoom()).toBe(zoomBefore + 2);
      await map.zoomButton('out').click();
      await map.zoomButton('in').click();
      await expect.poll(() => map.zoom()).toBe(zoomBefore + 2);
      await map.wheel(100);
      await expect.poll(() => map.zoom()).toBe(zoomBefore + 1);
      await map.wheel(-100);
      await expect.poll(() => map.zoom()).toBe(zoomBefore + 2);

      for (const _ of [1, 2, 3]) await map.drag(-(screen.viewport.width - 40), 0);
      await expect(list.slot.getByText(list.text('search.list.map.inArea', { count: 0 }))).toBeVisible();
      await expect(list.cards).toHaveCount(0);
      for (const _ of [1, 2, 3, 4, 5, 6]) await page.keyboard.press('-');
      await expect.poll(() => list.cards.count(), untilArrived).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });

    test('a pin click zooms to 15 and opens the info window with the hotel, its price and a link', async ({ page, hotelList: list }) => {
      await list.open('/hotels-tokyo', 10);
      await list.pricesShown();
      const chosen = (await list.names())[0] as string;
      await list.viewButton('map').click();
      const map = new BuiltInMap(list.map, locale);
      await map.drawn();
      await map.pin(chosen).click();
      await expect.poll(() => map.zoom()).toBe(15);
      const info = map.infoWindow(chosen);
      await expect(info.getByRole('heading', { name: chosen })).toBeVisible();
      await expect(info).toContainText(locale === 'ja' ? /￥[\d,]+〜/ : /from ¥[\d,]+~/);
      await info.getByRole('button', { name: map.text('ui.map.close') }).click();
      await expect(info).toHaveCount(0);
      await map.pin(chosen).click();
      await map.infoWindow(chosen).getByRole('link', { name: list.text('search.list.card.viewHotel') }).click();
      await expect(page).toHaveURL(new RegExp(`${list.path('/hotel/')}\\d+\\?`));
    });
  });
}
