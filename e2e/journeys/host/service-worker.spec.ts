import { message } from '../../support/catalogues';
import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

// This journey is about the service worker (or what it keeps for offline): it runs with one.
test.use({ serviceWorkers: 'allow' });

test('the service worker keeps the shell and remote builds for a repeat visit, never the registry or the config', async ({ page, context, site }) => {
  await page.goto('/en');
  const searchBox = site.slot('mf_search/SearchBox').getByRole('search');
  await expect(searchBox).toBeVisible(untilArrived);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A second load runs under the worker, which keeps what the page fetches as it answers it.
  await page.reload();
  await expect(searchBox).toBeVisible(untilArrived);
  const cached = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
  await expect
    .poll(cached, { message: 'the shell and the remote builds are kept' })
    .toEqual(expect.arrayContaining(['/main.js', expect.stringMatching(/^\/mf-search\/[^/]+\/remoteEntry\.js$/)]));
  expect((await cached()).filter((url) => /registry\.json|env\.json|\/api\//.test(url))).toEqual([]);

  // Offline, the cached shell still starts and says it is offline; config and registry are not served stale.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('You are Offline!', untilArrived);
});

test('after a first visit, a reload without a connection still starts the site, which says it is offline', async ({ page, context, siteLocale, hotelList: list }) => {
  // The first page loads before the worker exists; the worker keeps it, and what it names, as it installs.
  await list.open('/hotels-tokyo', 10);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  // Before, the browser showed its own error page: nothing of the site had been kept.
  await expect(page.getByRole('alert').filter({ hasText: message('host', siteLocale, 'offline.banner') })).toBeVisible(untilArrived);
  await expect(list.countTitle(10, siteLocale === 'ja' ? '東京都' : 'Tokyo')).toBeVisible();
});
