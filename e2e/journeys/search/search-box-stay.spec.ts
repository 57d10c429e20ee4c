import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

/** SPEC 4 calendar, undated and day use, and SPEC 5 promo code, reaching the search URL. */
const tokyo = { ja: /^東京都/, en: /^Tokyo/ } as const;
const tokyoText = { ja: '東京都', en: 'Tokyo' } as const;

const cases = [
  { locale: 'ja', viewport: { width: 390, height: 844 } },
  { locale: 'en', viewport: { width: 1280, height: 900 } },
] as const;

for (const { locale, viewport } of cases) {
  test.describe(`search box stay, ${locale}, ${viewport.width} px`, () => {
    test.use({ viewport, siteLocale: locale });

    test('the same day picked twice is a day use, and the URL says so', async ({ page, searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.openCalendar();
      const day = await box.focusedDay.getAttribute('data-date');
      await page.keyboard.press('Enter');
      await expect(box.calendar.getByRole('status')).toContainText(locale === 'ja' ? 'チェックアウト日' : 'check-out date');
      await page.keyboard.press('Enter');
      await expect(box.calendar).toBeHidden();
      await expect(box.datesButton).toBeFocused();
      await box.searchFromHome(tokyoText[locale], tokyo[locale]);
      await expect(page).toHaveURL(/\/hotels-tokyo\?/);
      expect(box.query().get('checkIndate')).toBe(day);
      expect(box.query().get('checkOutdate')).toBe(day);
      expect(box.query().get('is_day_use')).toBe('true');
      expect(consoleErrors).toEqual([]);
    });

    test('an undated search for 3 nights carries its nights and undated marker', async ({ page, searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.openCalendar();
      await box.calendar.getByRole('checkbox', { name: box.text('calendar.undated') }).check();
      await box.calendar.getByRole('button', { name: box.text('calendar.done') }).click();
      await box.nightsButton.click();
      await box.dialog('nights.title').getByRole('button', { name: /^3\D/ }).click();
      await expect(box.nightsButton).toContainText('3');
      await box.searchFromHome(tokyoText[locale], tokyo[locale]);
      await expect(page).toHaveURL(/\/hotels-tokyo\?/);
      const query = box.query();
      expect(query.get('undated')).toBe('true');
      expect(query.get('nights')).toBe('3');
      expect(query.get('is_including_occupied')).toBe('true');
      const nights = (Date.parse(query.get('checkOutdate') ?? '') - Date.parse(query.get('checkIndate') ?? '')) / 86_400_000;
      expect(nights).toBe(3);
      expect(consoleErrors).toEqual([]);
    });

    test('a 2-character promo code is refused; OFF5 is accepted and kept in the URL', async ({ page, searchBox: box, consoleErrors }) => {
      await box.openHome();
      await box.openPromo();
      const input = box.promo.getByRole('textbox', { name: box.text('promo') });
      await input.fill('ab');
      await box.promo.getByRole('button', { name: box.text('promo.apply') }).click();
      await expect(box.promo.getByRole('alert')).toHaveText(box.text('promo.error.tooShort', { min: '3' }));
      await input.fill('off5');
      await expect(input).toHaveValue('OFF5');
      await expect(box.promo.getByRole('status')).toHaveText(box.text('promo.special', { code: 'OFF5' }));
      await input.press('Enter');
      await expect(box.promo).toBeHidden();
      await expect(box.promoButton).toContainText('OFF5');
      await box.searchFromHome(tokyoText[locale], tokyo[locale]);
      await expect(page).toHaveURL(/\/hotels-tokyo\?/);
      expect(box.query().get('coupon_code')).toBe('OFF5');
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('search box on the hotel list (SPEC 4 booking popups)', () => {
  test.use({ siteLocale: 'en' });

  test('new dates picked on an area list update that list URL in place', async ({ page, searchBox: box, consoleErrors }) => {
    await page.goto('/en/hotels-tokyo');
    await expect(box.datesButton).toBeVisible(untilArrived);
    await box.openCalendar();
    const start = await box.focusedDay.getAttribute('data-date');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box.calendar).toBeHidden();
    await expect(page).toHaveURL(/\/en\/hotels-tokyo\?checkIndate=/);
    expect(box.query().get('checkIndate')).toBe(start);
    const nights = (Date.parse(box.query().get('checkOutdate') ?? '') - Date.parse(start ?? '')) / 86_400_000;
    expect(nights).toBe(7);
    expect(consoleErrors).toEqual([]);
  });
});
