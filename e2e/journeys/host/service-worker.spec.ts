import { expect, test } from '../../support/fixtures';

// This journey is about the service worker (or what it keeps for offline): it runs with one.
test.use({ serviceWorkers: 'allow' });

test('the service worker keeps the shell and remote builds for a repeat visit, never the registry or the config', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.locator('[data-remote-slot="mf_search/SearchBox"]').getByRole('search')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A second load runs under the worker and fills its caches.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached, 'the remote builds are kept').toEqual(expect.arrayContaining([expect.stringMatching(/^\/mf-search\/[^/]+\/remoteEntry\.js$/)]));
  expect(cached.some((url) => url === '/main.js')).toBe(true);
  expect(cached.filter((url) => /registry\.json|env\.json|\/api\//.test(url))).toEqual([]);

  // Offline, the cached shell still starts and says it is offline; config and registry are not served stale.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('You are Offline!');
});
