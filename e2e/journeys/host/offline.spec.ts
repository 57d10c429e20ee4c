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
  expect(await page.evaluate(() => 'beforeReconnect' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
});
