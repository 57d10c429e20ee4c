import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';
import { message } from '../../support/catalogues';
import { sitePassword } from '../../support/environment';

test.use({ gatePassed: false });

/** Each gate journey is its own visitor to the server's attempt limiter (the journeys' server trusts the header). */
async function asVisitor(page: Page, address: string) {
  await page.route('**/api/authenticate', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

test('the gate keeps the visitor out until the right password, then sends them where they were going', async ({ page, consoleErrors }) => {
  await asVisitor(page, '198.51.100.10');
  await page.goto('/en/hotels-tokyo?adults=2');
  await expect(page).toHaveURL(/\/en\/authentication\?redirect=%2Fen%2Fhotels-tokyo%3Fadults%3D2$/, untilArrived);
  const password = page.getByLabel(message('host', 'en', 'authentication.password'));
  await password.fill('wrong-password');
  await page.getByRole('button', { name: message('host', 'en', 'authentication.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter correct password!');
  await expect(password).toHaveValue('wrong-password');

  await password.fill(sitePassword);
  await page.getByRole('button', { name: message('host', 'en', 'authentication.submit') }).click();
  await expect(page).toHaveURL(/\/en\/hotels-tokyo\?adults=2$/, untilArrived);
  await expect(page.locator('[data-remote-slot="mf_search/HotelListPage"]')).toBeVisible(untilArrived);

  await page.goto('/en/authentication');
  await expect(page).toHaveURL(/\/en$/, untilArrived);
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('the gate answers in Japanese by default', async ({ page }) => {
  await asVisitor(page, '198.51.100.11');
  await page.goto('/hotel/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', 'ja', 'authentication.title'), untilArrived);
  await page.getByLabel(message('host', 'ja', 'authentication.password')).fill('nope');
  await page.getByRole('button', { name: message('host', 'ja', 'authentication.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(message('host', 'ja', 'authentication.wrong'));
});

test('repeated wrong passwords are slowed down with 429 and a clear message', async ({ page }) => {
  await asVisitor(page, '198.51.100.12');
  await page.goto('/en/authentication');
  const password = page.getByLabel(message('host', 'en', 'authentication.password'));
  const submit = page.getByRole('button', { name: message('host', 'en', 'authentication.submit') });
  // Each attempt is answered before the next: the alert keeps its text from one wrong answer to the next.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await password.fill(`guess-${attempt}`);
    const wrong = page.waitForResponse('**/api/authenticate');
    await submit.click();
    expect((await wrong).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Please enter correct password!');
  }
  await password.fill(sitePassword);
  const answer = page.waitForResponse('**/api/authenticate');
  await submit.click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole('alert')).toHaveText(/Too many wrong attempts\. Please wait \d+ minutes? and try again\./);
  await expect(page).toHaveURL(/\/en\/authentication$/);
});
