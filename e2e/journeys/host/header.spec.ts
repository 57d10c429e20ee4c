import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens the navigation, guest relations, recent searches, language and currency', async ({ page, consoleErrors }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Find a hotel' })).toBeVisible(untilArrived);
    await expect(menu.getByRole('heading', { name: 'Guest relations' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Call us: +81 3-6700-3939' })).toHaveAttribute('href', 'tel:+81367003939');
    await expect(menu.getByRole('heading', { name: 'Recent searches' })).toBeVisible();
    await menu.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('"USD"');
    expect(consoleErrors).toEqual([]);
  });
});

test('the header shows the Japan-format number in Japanese and tracks calls', async ({ page }) => {
  await page.goto('/');
  const call = page.getByRole('link', { name: 'お電話でのお問い合わせ：0120-39-3939' });
  await expect(call).toHaveAttribute('href', 'tel:+81120393939', untilArrived);
  await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await call.click();
  const events = await page.evaluate(() => (window as unknown as { dataLayer: Array<{ event: string }> }).dataLayer.map((e) => e.event));
  expect(events).toContain('clickCall');
});

test('the booking steps have no top header', async ({ page }) => {
  // A review page shows only with rooms chosen (SPEC 2.6: without them it sends the visitor back).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.kept')) return;
    sessionStorage.setItem('e2e.kept', '1');
    localStorage.setItem('version', '1.0.6');
    localStorage.setItem('expiry', String(Date.now() + 24 * 3600 * 1000));
    const checkIn = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 31 * 864e5).toISOString().slice(0, 10);
    const room = { roomTypeCode: 'X', roomTypeName: 'Double', planCode: 'Y', planName: 'Room only', adults: 2, children: [], kidsAgeRange: [], price: 10000, memberPrice: null };
    const selection = { hotelId: 3, hotelName: 'Hotel', hotelPath: '/en/hotel/3', checkIn, checkOut, isDayUse: false, promoCode: '', rooms: [room], edit: null, selectedAt: new Date().toISOString() };
    localStorage.setItem('selected_rooms', JSON.stringify(selection));
  });
  await page.goto('/en/summary');
  await expect(page.locator('[data-remote-slot="mf_booking/SummaryPage"]')).toBeVisible(untilArrived);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
