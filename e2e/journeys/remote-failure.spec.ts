import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { message } from '../support/catalogues';

const searchManifest = '**/mf-search/*/mf-manifest.json';


/** The production deadline (the journeys' server allows slow machines more): the 2 s promise is checked as shipped. */
async function useShippedDeadline(page: Page) {
  await page.route('**/env.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), remoteLoadDeadlineMs: 1800 } });
  });
}
test.beforeEach(async ({ page }) => useShippedDeadline(page));
const unavailable = 'このページの一部は現在ご利用いただけません';
const retryName = '再読み込み';

/** Answers mf-search's manifest as `mode` says: an HTTP error, a hang, or the real file. */
async function breakSearchRemote(page: Page, mode: () => 404 | 500 | 'hang' | 'ok') {
  await page.route(searchManifest, async (route: Route) => {
    const current = mode();
    if (current === 'ok') return route.continue();
    if (current === 'hang') return; // never answered: the slot must give up by itself
    return route.fulfill({ status: current, body: current === 404 ? 'Not Found' : 'Internal Server Error' });
  });
}

test('a remote whose manifest answers 404, then 500, shows the fallback until it recovers', async ({ page }) => {
  let mode: 404 | 500 | 'ok' = 404;
  await breakSearchRemote(page, () => mode);
  const started = Date.now();
  await page.goto('/');
  const panel = page.locator('[data-remote-slot="mf_search/SearchBox"]').getByRole('alert');
  await expect(panel.getByRole('heading')).toHaveText(unavailable);
  expect(Date.now() - started).toBeLessThan(4_000);
  // The rest of the page lives on: header and the member remote.
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expect(page.locator('[data-remote-slot="mf_member/MemberBanner"]').getByRole('heading')).toBeVisible();

  mode = 500;
  await panel.getByRole('button', { name: retryName }).click();
  await expect(panel.getByRole('heading')).toHaveText(unavailable);

  mode = 'ok';
  await panel.getByRole('button', { name: retryName }).click();
  await expect(page.getByRole('search')).toBeVisible();
});

test('the fallback shows within 2 s of the slot starting to load, whatever the failure', async ({ page }) => {
  // Timed in the page, from the slot's first appearance to its alert, so a busy test runner adds nothing.
  await page.addInitScript(() => {
    const times: { slot?: number; alert?: number } = {};
    (window as unknown as { __fallback: typeof times }).__fallback = times;
    new MutationObserver(() => {
      const slot = document.querySelector('[data-remote-slot="mf_search/HotelListPage"]');
      if (slot && times.slot === undefined) times.slot = performance.now();
      if (slot?.querySelector('[role="alert"]') && times.alert === undefined) times.alert = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const mode of [404, 'hang'] as const) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await useShippedDeadline(page);
    await breakSearchRemote(page, () => mode);
    await page.goto('/en/hotels');
    await expect(page.locator('[data-remote-slot="mf_search/HotelListPage"]').getByRole('alert')).toBeVisible({ timeout: 5_000 });
    const { slot, alert } = await page.evaluate(() => (window as unknown as { __fallback: { slot: number; alert: number } }).__fallback);
    expect(alert - slot, `${mode}: time to fallback`).toBeLessThan(2_000);
  }
});

test('a remote whose script fails to load leaves other routes working', async ({ page }) => {
  await page.route('**/mf-booking/*/remoteEntry.js', (route) => route.abort('failed'));
  await page.goto('/en/cancel');
  await expect(page.locator('[data-remote-slot="mf_booking/CancelPage"]').getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Find a hotel' }).click();
  await expect(page.locator('[data-remote-slot="mf_search/HotelListPage"]').getByRole('heading', { level: 1 })).toHaveText(
    message('mf-search', 'en', 'search.list.title'),
  );
});
