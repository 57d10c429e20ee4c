import { type FirstPaintLead, firstPaintLeadKey } from '@hotel/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { demoMembers } from '../../support/member-area-page';

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

/** The page's kept line, once the page has had an idle moment to keep it (`useFirstPaintLead`). */
async function keptLine(page: Page): Promise<string> {
  const read = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as FirstPaintLead | null)?.parts.map((part) => part.text).join('') ?? '', firstPaintLeadKey);
  await expect.poll(read).not.toBe('');
  return read();
}

test("a booking step's first paint shows the stay the visitor picked, from their browser, before any script file", async ({ page, bookingFunnel: funnel, consoleErrors }) => {
  const stay = await funnel.chooseRoom();
  const sentence = page.getByRole('main').locator('p').filter({ hasText: stay.hotelName }).first();
  const shown = (await sentence.textContent()) ?? '';
  expect(await keptLine(page)).toBe(shown);

  // No script file arrives: what shows is the HTML and its one inline script (allowed by its hash, or the
  // browser would refuse it and say so in the console).
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.reload();
  const frameLine = page.locator('.fp-l');
  await expect(frameLine).toHaveText(shown);
  await expect(frameLine.locator('strong')).toHaveText(stay.hotelName);
  await page.unroute(/\.js(\?|$)/);

  // With its scripts the page replaces the frame with the same sentence.
  await page.reload();
  await expect(sentence).toHaveText(shown);
  await expect(page.locator('.fp-l')).toHaveCount(0);
  expect(consoleErrors.filter((error) => !/ERR_FAILED|net::/.test(error))).toEqual([]);
});

test.describe('on a desktop, where the header has the log-out menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the member card's kept name goes when the member logs out", async ({ page, memberArea: area, memberBookings: profile }) => {
    await area.openLogin();
    await area.logIn(demoMembers.emily, demoMembers.password);
    await area.openSection('my-card');
    const name = (await page.locator('#member-card-name').textContent()) ?? '';
    expect(await keptLine(page)).toBe(name);
    await profile.logOut(name.split(' ')[0] ?? name);
    await expect(profile.headerLoginLink).toBeVisible();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), firstPaintLeadKey)).toBeNull();
  });
});
