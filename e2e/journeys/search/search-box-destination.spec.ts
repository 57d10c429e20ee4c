import { expect, test } from '../../support/fixtures';

/** SPEC 2.3 location search, driven with the keyboard only, in two languages on a phone and a desktop. */
const places = {
  ja: { prefecture: '東京都', city: '金沢市', cityParam: '金沢市', hotel: 'ホテルさくら 新宿', prefix: '' },
  en: { prefecture: 'Tokyo', city: 'Kanazawa City', cityParam: 'Kanazawa City', hotel: 'Hotel Sakura Shinjuku', prefix: '/en' },
} as const;

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 900 } },
] as const;

for (const locale of ['ja', 'en'] as const) {
  const place = places[locale];
  for (const viewport of viewports) {
    test.describe(`search box destination, ${locale}, ${viewport.name}`, () => {
      test.use({ viewport: viewport.size, siteLocale: locale });

      test('a prefecture, typed and picked with the keyboard, opens its area route', async ({ page, searchBox: box, consoleErrors }) => {
        await box.openHome();
        await box.searchFromHome(place.prefecture, new RegExp(`^${place.prefecture}`));
        await expect(page).toHaveURL(new RegExp(`^[^?]*${place.prefix}/hotels-tokyo\\?checkIndate=`));
        expect(box.query().get('rooms')).toBe('[{"adults":1,"children":[]}]');
        expect(consoleErrors).toEqual([]);
      });

      test('a city opens the hotel list for that city', async ({ page, searchBox: box, consoleErrors }) => {
        await box.openHome();
        await box.searchFromHome(place.city, new RegExp(`^${place.city}`));
        await expect(page).toHaveURL(new RegExp(`^[^?]*${place.prefix}/hotels\\?`));
        expect(box.query().get('keyword')).toBe(place.cityParam);
        expect(box.query().get('search_type')).toBe('city');
        expect(consoleErrors).toEqual([]);
      });

      test('a hotel name opens that hotel, and becomes a recent search', async ({ page, searchBox: box, consoleErrors }) => {
        await box.openHome();
        await box.searchFromHome(place.hotel, new RegExp(`^${place.hotel}`));
        await expect(page).toHaveURL(new RegExp(`^[^?]*${place.prefix}/hotel/\\d+\\?checkIndate=`));

        await box.openHome();
        await box.destination.fill('');
        const recent = box.suggestions.getByRole('group', { name: box.text('location.recent') });
        await expect(recent.getByRole('option', { name: new RegExp(`^${place.hotel}`) })).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}

test.describe('search box destination, more', () => {
  test.use({ siteLocale: 'en' });

  test('an empty destination shows the null-field error and stays home (SPEC 2.3)', async ({ page, searchBox: box, consoleErrors }) => {
    await box.openHome();
    await box.submitButton.click();
    const error = box.box.getByRole('alert');
    await expect(error).toHaveText(box.text('locationRequired'));
    await expect(box.destination).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? '');
    await expect(page).toHaveURL(/\/en$/);
    expect(consoleErrors).toEqual([]);
  });

  test('more than 5 hotels offer "see all", which lists them by keyword (SPEC 2.3)', async ({ page, searchBox, consoleErrors }) => {
    const box = searchBox.inLanguage('ja');
    await box.openHome();
    await box.destination.focus();
    await page.keyboard.type('さくら');
    const seeAll = box.suggestions.getByRole('option', { name: /「さくら」のホテルをすべて見る/ });
    await expect(seeAll).toBeVisible();
    // Issue 13: two districts read さくら… (桜木町 sakuragichō, 桜町 sakuramachi), then the 5 first hotels and see-all.
    await expect(box.suggestions.getByRole('group', { name: box.text('location.areas') }).getByRole('option')).toHaveCount(2);
    await expect(box.suggestions.getByRole('option')).toHaveCount(8);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotels\?.*keyword=%E3%81%95%E3%81%8F%E3%82%89/);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('near me (SPEC 4, 9)', () => {
    test.use({ geolocation: { latitude: 35.6896, longitude: 139.6995 }, permissions: ['geolocation'] });

    test('lists the nearest hotels around the visitor', async ({ searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.destination.focus();
      await box.suggestions.getByRole('option', { name: box.text('location.nearMe') }).click();
      const near = box.suggestions.getByRole('group', { name: box.text('location.nearMeGroup') });
      await expect(near.getByRole('option', { name: /^Hotel Sakura Shinjuku/ })).toBeVisible();
      expect(await near.getByRole('option').count()).toBeLessThanOrEqual(6);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('without a location, near-me turns off with a short explanation and only a warning', async ({ page, searchBox: box, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'warning') warnings.push(entry.text());
    });
    await page.context().clearPermissions();
    await box.openHome();
    await box.destination.focus();
    await box.suggestions.getByRole('option', { name: box.text('location.nearMe') }).click();
    await expect(page.getByRole('status').filter({ hasText: box.text('location.nearMeFailed') })).toBeVisible();
    await expect(box.suggestions.getByRole('option', { name: box.text('location.nearMe') })).toHaveCount(0);
    expect(warnings).toContain('Fetch location fail');
    expect(consoleErrors).toEqual([]);
  });
});
