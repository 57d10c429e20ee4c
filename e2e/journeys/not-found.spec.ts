import { expect, test } from '../support/fixtures';
import { message } from '../support/catalogues';

for (const [locale, path] of [
  ['ja', '/no-such-page'],
  ['en', '/en/hotels-atlantis'],
] as const) {
  test(`${path} answers 404 and shows the not-found page in ${locale}`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops !!!');
    await expect(page.getByText(message('host', locale, 'notFound.lead'))).toBeVisible();
    await expect(page.getByText(message('host', locale, 'notFound.detail'))).toBeVisible();
    await page.getByRole('link', { name: message('host', locale, 'common.backToHome') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', locale, 'home.title'));
    // The 404 document itself is logged by the browser; nothing else may fail.
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
  });
}

test('known routes answer 200 from the server', async ({ page }) => {
  for (const path of ['/', '/en', '/hotels-okinawa', '/tw/hotel/1', '/zh/cancel', '/ko/profile/my-card']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
