import { expect, test } from '../../support/fixtures';
import { keepSlotReportsHome } from '../../support/broken-remote';
import { message } from '../../support/catalogues';
import { untilArrived } from '../../support/site-page';

// This journey is about what the service worker keeps: it runs with one.
test.use({ serviceWorkers: 'allow' });

const searchEntry = '**/mf-search/*/remoteEntry.js';

test('a remote entry that answered 404 is fetched again once fixed: the returning visitor sees the page on the next load', async ({ page, context, site }) => {
  // context.route sees the worker's own requests too; the release server answers CORS, and so does this 404.
  await keepSlotReportsHome(context);
  await context.route(searchEntry, (route) => route.fulfill({ status: 404, body: 'Not Found', headers: { 'Access-Control-Allow-Origin': '*' } }));
  const panel = site.unavailable('mf_search/SearchBox');
  const unavailable = message('ui', 'en', 'ui.remoteSlot.unavailable.title');
  await page.goto('/en');
  await expect(panel.getByRole('heading')).toHaveText(unavailable, untilArrived);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The visitor comes back while the file is still missing, now through the worker, which must not keep the 404.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker answers this load').toBe(true);
  await expect(panel.getByRole('heading')).toHaveText(unavailable, untilArrived);

  // The file is fixed: the next load shows the search box.
  await context.unroute(searchEntry);
  await page.reload();
  await expect(site.slot('mf_search/SearchBox').getByRole('search')).toBeVisible(untilArrived);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept, 'the fixed entry is kept for the visit after').toEqual(expect.arrayContaining([expect.stringMatching(/^\/mf-search\/[^/]+\/remoteEntry\.js$/)]));
});
