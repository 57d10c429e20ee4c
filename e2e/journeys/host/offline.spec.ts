import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';

// This journey is about the service worker (or what it keeps for offline): it runs with one.
test.use({ serviceWorkers: 'allow' });

test('losing the connection shows a dismissible alert; getting it back reloads the page', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  await context.setOffline(true);
  const alert = page.getByRole('alert').filter({ hasText: 'You are Offline!' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);

  await page.evaluate(() => Object.assign(window, { beforeReconnect: true }));
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  // Once in a dozen clean runs the page was navigated again right after that load (the emulated connection
  // reaching the service worker after the page, we think), and the check threw: it is asked again until a page
  // answers. It still fails when the page was never reloaded.
  await expect.poll(() => page.evaluate(() => 'beforeReconnect' in window).catch(() => 'navigating')).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
});
