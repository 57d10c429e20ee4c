import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { message } from '../../support/catalogues';
import { accessTokenSeconds, e2ePorts, sandboxUrl } from '../../support/environment';

/** Signs a demo member in at the booking engine, as the login panel will, and hands the tokens to the browser. */
async function signInAs(page: Page, email: string) {
  const session = await (await page.request.post(`${sandboxUrl}/booking/client_sessions`, {
    data: { key: 'sandbox-client-key', secret: 'sandbox-client-secret' },
  })).json();
  const tokens = await (await page.request.post(`${sandboxUrl}/booking/hotels/2851/memberships/sign_in`, {
    headers: { 'client-session': session.client_session },
    data: { email, password: 'Sakura2026!' },
  })).json();
  const url = new URL(page.url() === 'about:blank' ? `http://127.0.0.1:${e2ePorts.host}` : page.url()).origin;
  await page.context().addCookies([
    { name: 'login_token', value: tokens.access_token, url },
    { name: 'refresh_token', value: tokens.refresh_token, url },
    { name: 'email', value: email, url },
  ]);
  return tokens as { access_token: string };
}

test('a visitor whose session cannot be obtained lands on /something-wrong', async ({ page }) => {
  await page.route('**/api/getClientSession', (route) => route.fulfill({ status: 502, body: '{}' }));
  await page.goto('/en/hotels');
  await expect(page).toHaveURL(/\/en\/something-wrong$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', 'en', 'somethingWrong.title'));
  await expect(page.getByText(message('host', 'en', 'somethingWrong.body'))).toBeVisible();
});

test('an anonymous visitor gets a client session and a site token from the host server, never a secret', async ({ page, context }) => {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(request.url()));
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['client-session', 'site_token', 'hotel_gate']));
  const gate = (await context.cookies()).find((cookie) => cookie.name === 'hotel_gate');
  expect(gate?.httpOnly).toBe(true);
  expect(calls.some((url) => url.endsWith('/api/getClientSession'))).toBe(true);
  expect(calls.some((url) => url.includes('client_sessions') || url.includes('GenerateToken'))).toBe(false);
});

test('an expired access token is refreshed without the member noticing', async ({ page, context, consoleErrors }) => {
  await page.goto('/en');
  const first = await signInAs(page, 'emily.clark@example.com');
  await page.reload();
  const greeting = page.getByRole('button', { name: /Hi, Emily/ });
  await expect(greeting).toBeVisible();
  await page.waitForTimeout((accessTokenSeconds + 1) * 1000);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/booking/oauth/token') && r.status() === 200);
  await page.reload();
  await refreshed;
  await expect(greeting).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'login_token')?.value;
  expect(token).toBeTruthy();
  expect(token).not.toBe(first.access_token);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The expired first try is answered 401 by design; nothing else may fail.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('a member whose refresh fails is logged out and told so; logout clears everything', async ({ page, context }) => {
  await page.goto('/en');
  await signInAs(page, 'hanako.sato@example.jp');
  await page.reload();
  await page.getByRole('button', { name: /Hi, Hanako/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('login_token');

  // A token that has expired, with a refresh token the engine no longer accepts.
  await signInAs(page, 'hanako.sato@example.jp');
  await context.addCookies([{ name: 'refresh_token', value: 'rt_revoked', url: new URL(page.url()).origin }]);
  await page.waitForTimeout((accessTokenSeconds + 1) * 1000);
  await page.reload();
  await expect(page.getByRole('alertdialog')).toContainText(message('host', 'en', 'session.expired.title'));
  await page.getByRole('button', { name: message('host', 'en', 'session.expired.close') }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
