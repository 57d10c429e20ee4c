import { expect, test } from '../../support/fixtures';

/**
 * Issue 15 "paint before JavaScript" and "no waterfall": what the HTML alone draws, and what it asks the browser
 * to fetch before `main.js` has run.
 */
test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a hotel list's first paint shows the heading and the first card, the most popular hotel, with its picture", async ({ page, sandbox }) => {
    const hotels = await sandbox.hotels('Tokyo', 'en');
    const mostPopular = [...hotels].sort((a, b) => a.popularOrder - b.popularOrder || a.hotelID - b.hotelID)[0];
    // The server looks the list up once and keeps it; the page after that has it at once.
    await page.goto('/en/hotels-tokyo');
    await page.goto('/en/hotels-tokyo');
    await expect(page.locator('h1')).toHaveText('Hotels in Tokyo');
    const card = page.locator('.fp-lc');
    await expect(card).toContainText(mostPopular?.name ?? 'no hotel');
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('/hotels-list, which names no area, leads with the most popular of every hotel', async ({ page, sandbox }) => {
    const hotels = await sandbox.hotels('', 'en');
    const mostPopular = [...hotels].sort((a, b) => a.popularOrder - b.popularOrder || a.hotelID - b.hotelID)[0];
    await page.goto('/en/hotels-list');
    await page.goto('/en/hotels-list');
    await expect(page.locator('.fp-lc')).toContainText(mostPopular?.name ?? 'no hotel');
  });

  test("an unprefixed page is drawn in the visitor's language, as the page will be", async ({ page }) => {
    await page.goto('/hotels');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('Hotels');
    await expect(page.getByRole('link', { name: 'Find a hotel', includeHidden: true })).toHaveAttribute('href', '/en/hotels');
  });
});

test('the page preloads the files the shell loads before its first render, and each of them is used', async ({ page, hotelList, consoleErrors }) => {
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
  });
  await hotelList.open('/hotels', 81);
  const boot = await page.locator('link[rel="preload"][fetchpriority="low"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(boot.length).toBeGreaterThan(10);
  expect(boot.some((path) => /^\/lang-en\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  // Chromium says so a few seconds after the load event when a preloaded file was not used.
  await page.waitForTimeout(4_000);
  expect(unused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
