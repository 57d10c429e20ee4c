import { expect, test } from '../../support/fixtures';
import { listScreens } from '../../support/hotel-list-page';

const ascending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) <= value);
const descending = (values: number[]) => ascending([...values].reverse());
const priced = (values: Array<number | null>) => values.filter((v): v is number => v !== null);

/** SPEC 2.4, 9: the sort orders and the filter panel, checked against what the cards show. */
for (const locale of ['ja', 'en'] as const) {
  for (const screen of listScreens) {
    test.describe(`sort and filter in ${locale} on a ${screen.name}`, () => {
      test.use({ viewport: screen.viewport, locale: locale === 'ja' ? 'ja-JP' : 'en-US' });

      test('each sort order, against the prices and ratings on the cards', async ({ page, hotelList: list, sandbox, consoleErrors }) => {
        await list.open('/hotels-kanto', 18);
        await list.pricesShown();
        await list.scrollThrough(18);
        expect(ascending(priced(await list.prices())), 'lowestToHighest is the default').toBe(true);

        // The cards in their new order follow a sort in a render of their own (and the end of the list, in view,
        // brings the next step at once): a check is read again until it holds for all 18 cards.
        const holdsForAll = (check: () => Promise<boolean>, message: string) =>
          expect.poll(async () => (await list.scrollThrough(18), check()), { message }).toBe(true);

        await list.sortBy('highestToLowest');
        await holdsForAll(async () => descending(priced(await list.prices())), 'highest price first');

        await list.sortBy('highReview', 'highestToLowest');
        // Within the priced hotels, then within the unpriced ones, the best rated come first.
        await holdsForAll(async () => {
          const [ratings, prices] = [await list.ratings(), await list.prices()];
          return [true, false].every((group) => descending(ratings.filter((r, i) => r !== null && (prices[i] !== null) === group) as number[]));
        }, 'best rated first');

        await list.sortBy('mostPopular', 'highReview');
        const popular = (await sandbox.hotels('Kanto', locale === 'ja' ? 'ja-JP' : 'en'))
          .sort((a, b) => a.popularOrder - b.popularOrder)
          .map((hotel) => hotel.name);
        // Priced hotels first, each group by popularity.
        await holdsForAll(async () => {
          const [names, prices] = [await list.names(), await list.prices()];
          const expected = [...popular.filter((n) => prices[names.indexOf(n)] !== null), ...popular.filter((n) => prices[names.indexOf(n)] === null)];
          return JSON.stringify(names) === JSON.stringify(expected);
        }, 'most popular first');

        await list.sortButton('mostPopular').click();
        const distance = list.sortDialog.getByRole('radio', { name: list.text('search.list.sort.distance') });
        await expect(distance).toBeDisabled();
        await expect(distance).toHaveAccessibleDescription(list.text('search.list.sort.distanceUnavailable'));
        await page.keyboard.press('Escape');
        await expect(list.sortDialog).toBeHidden();
        await expect(list.sortButton('mostPopular')).toBeFocused();
        expect(consoleErrors).toEqual([]);
      });

      test('filters by price range, prefecture and trip type; Reset restores the list', async ({ page, hotelList: list, sandbox }) => {
        await list.open('/hotels-kanto', 18);
        await list.pricesShown();

        // Price: the maximum thumb, moved down with the keyboard, keeps the hotels priced within the range.
        await list.filterButton().click();
        await expect(list.filterPanel).toBeVisible();
        const maximum = list.filterPanel.getByRole('slider', { name: list.text('search.list.filter.maxPrice') });
        await maximum.focus();
        for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
        const limit = Number(await maximum.inputValue());
        await list.filterPanel.getByRole('button', { name: list.text('search.list.done') }).click();
        await expect(list.filterPanel).toBeHidden();
        const title = await list.slot.getByRole('heading', { level: 2, name: locale === 'ja' ? /関東/ : /Kanto/ }).textContent();
        const kept = Number(/\d+/.exec(title ?? '')?.[0]);
        expect(kept).toBeGreaterThan(0);
        expect(kept).toBeLessThan(18);
        // The kept cards follow the Done click in a render of their own.
        await list.shows(kept);
        await expect.poll(async () => (await list.prices()).every((price) => price !== null && price <= limit)).toBe(true);
        await list.scrollThrough(kept);
        expect((await list.prices()).every((price) => price !== null && price <= limit)).toBe(true);

        // Reset, then a prefecture and a trip type together.
        await list.filterButton(1).click();
        await list.filterPanel.getByRole('button', { name: list.text('search.list.filter.reset') }).click();
        await expect(list.countTitle(18, locale === 'ja' ? '関東' : 'Kanto')).toBeVisible();
        const tokyo = locale === 'ja' ? '東京都' : 'Tokyo';
        await list.filterPanel.getByRole('group', { name: list.text('search.list.filter.prefecture') }).getByRole('checkbox', { name: tokyo }).check();
        const family = locale === 'ja' ? 'ファミリー' : 'Families';
        await list.filterPanel.getByRole('group', { name: list.text('search.list.filter.tripType') }).getByRole('checkbox', { name: family }).check();
        const expected = (await sandbox.hotels('Tokyo', 'en')).filter((h) => h.travelGoalTags.includes('family')).length;
        await expect(list.filterPanel.getByText(list.text('search.list.filter.matches', { count: expected }))).toBeVisible();
        await list.filterPanel.getByRole('button', { name: list.text('search.list.done') }).click();
        await expect(list.countTitle(expected, locale === 'ja' ? '関東' : 'Kanto')).toBeVisible();
        await list.shows(expected);
        await expect.poll(async () => (await list.cards.allTextContents()).every((text) => text.includes(tokyo))).toBe(true);

        // Reset restores every hotel of the area and the defaults of the panel.
        await list.filterButton(2).click();
        await list.filterPanel.getByRole('button', { name: list.text('search.list.filter.reset') }).click();
        await expect(list.filterPanel.getByRole('checkbox', { name: tokyo })).not.toBeChecked();
        await list.filterPanel.getByRole('button', { name: list.text('search.list.done') }).click();
        await expect(list.countTitle(18, locale === 'ja' ? '関東' : 'Kanto')).toBeVisible();
        await expect(list.filterButton()).toBeVisible();
      });
    });
  }
}
