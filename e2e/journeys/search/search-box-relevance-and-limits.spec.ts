import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

/** Issue 13: destination relevance (京都 is not 東京都), the engine's 30-night maximum, an unknown promo code. */
const cases = [
  { locale: 'ja', viewport: { width: 1280, height: 900 }, kyoto: '京都', kyotoName: '京都府', tokyoName: '東京都', longStay: 'ご宿泊は最長30泊まで' },
  { locale: 'en', viewport: { width: 390, height: 844 }, kyoto: 'kyōto', kyotoName: 'Kyoto', tokyoName: 'Tokyo', longStay: 'Stays are up to 30 nights' },
] as const;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const c of cases) {
  test.describe(`search box relevance and limits, ${c.locale}, ${c.viewport.width} px`, () => {
    test.use({ viewport: c.viewport, siteLocale: c.locale });

    test(`${c.kyoto} suggests ${c.kyotoName} first, never ${c.tokyoName}, and lists only Kyoto hotels`, async ({ page, searchBox: box, hotelList, consoleErrors }) => {
      await box.openHome();
      await box.searchFromHome(c.kyoto, new RegExp(`^${c.kyotoName}`));
      await expect(page).toHaveURL(/\/hotels-kyoto\?/);
      await hotelList.shows(5);
      await box.openHome();
      await box.destination.fill('');
      await page.keyboard.type(c.kyoto);
      await expect(box.suggestions.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${c.kyotoName}`), untilArrived);
      await expect(box.suggestions.getByRole('option', { name: new RegExp(`^${c.tokyoName}`) })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('the calendar stops a stay at 30 nights and says so', async ({ page, searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.openCalendar();
      const start = (await box.focusedDay.getAttribute('data-date')) as string;
      await page.keyboard.press('Enter');
      await expect(box.calendar).toContainText(c.longStay);
      // Keyboard only: four weeks and three days on is the 31st night, which cannot end the stay.
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
      await expect(box.focusedDay).toHaveAttribute('data-date', addDays(start, 31));
      await expect(box.focusedDay).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expect(box.calendar).toContainText(c.longStay);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect(box.calendar).toBeHidden();
      await box.searchFromHome(c.kyoto, new RegExp(`^${c.kyotoName}`));
      await expect(page).toHaveURL(/\/hotels-kyoto\?/);
      expect(box.query().get('checkOutdate')).toBe(addDays(start, 30));
      expect(consoleErrors).toEqual([]);
    });

    test('an unknown promo code is refused with a message and the search keeps no code', async ({ searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.openPromo();
      await box.promo.getByRole('textbox', { name: box.text('promo') }).fill('zzzz');
      await box.promo.getByRole('button', { name: box.text('promo.apply') }).click();
      await expect(box.promo.getByRole('alert')).toHaveText(box.text('promo.error.unknown', { code: 'ZZZZ' }));
      await expect(box.promo).toBeVisible();
      await box.page.keyboard.press('Escape');
      await expect(box.promoButton).toContainText(box.text('promo.none'));
      expect(consoleErrors).toEqual([]);
    });
  });
}
