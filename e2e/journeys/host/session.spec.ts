import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';
import { message } from '../../support/catalogues';
import { confirmedMember } from '../../support/member-area-page';
import type { MemberSession } from '../../support/member-session';
import { followRequests } from '../../support/network-quiet';

/**
 * Emily signed in on a page that has shown her greeting and made its member calls (the banner's come after the
 * greeting), then her access token expired. A reload while the page itself renewed the token would lose the
 * engine's answer, and with it the single-use refresh token.
 */
async function signedInUntilExpired(page: Page, member: MemberSession) {
  const requests = followRequests(page);
  await page.goto('/en');
  await member.signIn('emily.clark@example.com');
  await page.reload();
  const greeting = page.getByRole('button', { name: /Hi, Emily/ });
  await expect(greeting).toBeVisible(untilArrived);
  await requests.quiet();
  const expired = await member.waitUntilExpired();
  return { greeting, expired, requests };
}

/** Does what should renew the expired token (a reload, a retry) and waits for the engine to renew it. */
async function renewing(page: Page, action: () => Promise<unknown>): Promise<void> {
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/booking/oauth/token') && r.status() === 200);
  await action();
  await refreshed;
}

test('a visitor whose session cannot be obtained lands on /something-wrong', async ({ page }) => {
  await page.route('**/api/getClientSession', (route) => route.fulfill({ status: 502, body: '{}' }));
  await page.goto('/en/hotels');
  await expect(page).toHaveURL(/\/en\/something-wrong$/, untilArrived);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', 'en', 'somethingWrong.title'));
  await expect(page.getByText(message('host', 'en', 'somethingWrong.body'))).toBeVisible();
});

test('an anonymous visitor gets a client session and a site token from the host server, never a secret', async ({ page, context }) => {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(request.url()));
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['client-session', 'site_token', 'hotel_gate']));
  const gate = (await context.cookies()).find((cookie) => cookie.name === 'hotel_gate');
  expect(gate?.httpOnly).toBe(true);
  expect(calls.some((url) => url.endsWith('/api/getClientSession'))).toBe(true);
  expect(calls.some((url) => url.includes('client_sessions') || url.includes('GenerateToken'))).toBe(false);
});

test('an expired access token is refreshed without the member noticing', async ({ page, member, consoleErrors }) => {
  const { greeting, expired } = await signedInUntilExpired(page, member);
  await renewing(page, () => page.reload());
  await expect(greeting).toBeVisible(untilArrived);
  const token = await member.accessToken();
  expect(token).toBeTruthy();
  expect(token).not.toBe(expired);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The expired first try is answered 401 by design; nothing else may fail.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('a member whose token renewal gets no answer stays logged in, is told so, and trying again renews it', async ({ page, context, member }) => {
  const { greeting, requests } = await signedInUntilExpired(page, member);
  // The phone loses its connection just as the page renews the token (a tunnel; or the visitor leaves the page).
  await page.route('**/booking/oauth/token', (route) => route.abort('internetdisconnected'));
  const unanswered = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/booking/oauth/token'));
  await page.reload();
  await unanswered;
  await requests.quiet();
  // Not a refusal: no expired-session notice, and the tokens are kept for the next try.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['login_token', 'refresh_token']));
  // The header cannot greet her: it says why instead of offering "Log in" to a member.
  const notice = page.getByRole('status').filter({ hasText: message('host', 'en', 'header.memberUnreachable') });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // Nor does the home page's banner pitch the membership to her: it welcomes her back.
  await expect(page.getByRole('heading', { level: 2, name: message('mf-member', 'en', 'member.banner.welcomeBack') })).toBeVisible();
  await expect(page.getByRole('link', { name: message('mf-member', 'en', 'member.banner.join') })).toHaveCount(0);
  // A member page keeps her there and says what happened, instead of sending her home as a visitor.
  await page.goto('/en/profile/my-card');
  await expect(page.getByRole('main').getByText(message('mf-member', 'en', 'member.profile.unreachable'))).toBeVisible(untilArrived);
  await expect(page).toHaveURL(/\/en\/profile\/my-card$/);

  await page.unroute('**/booking/oauth/token');
  await renewing(page, () => notice.getByRole('button', { name: message('host', 'en', 'header.memberRetry') }).click());
  await expect(greeting).toBeVisible(untilArrived);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: message('mf-member', 'en', 'member.profile.myCard') })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a member whose refresh fails is logged out and told so; logout clears everything', async ({ page, context, member }) => {
  // A member of this journey's own: logging out ends every session of the member at the engine, and a demo
  // member's other journeys (booking with points) would be logged out with it.
  const { email, password } = await confirmedMember(page.request, 'logout', { firstName: 'Nora', lastName: 'Quinn' });
  await page.goto('/en');
  await member.signIn(email, password);
  await page.reload();
  await page.getByRole('button', { name: /Hi, Nora/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('login_token');

  // A token that has expired, with a refresh token the engine no longer accepts.
  await member.signIn(email, password);
  await member.revokeRefresh();
  await member.waitUntilExpired();
  await page.reload();
  await expect(page.getByRole('alertdialog')).toContainText(message('host', 'en', 'session.expired.title'), untilArrived);
  await page.getByRole('button', { name: message('host', 'en', 'session.expired.close') }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // Logged out, she is a visitor again to the home page's banner too.
  await expect(page.getByRole('link', { name: message('mf-member', 'en', 'member.banner.join') })).toBeVisible();
});

test('a member with two tabs open stays logged in when both renew an expired token at once', async ({ page, context, member }) => {
  const requests = [followRequests(page)];
  await page.goto('/en');
  await member.signIn('emily.clark@example.com');
  const second = await context.newPage();
  requests.push(followRequests(second));
  await second.goto('/en');
  const greetings = [page, second].map((tab) => tab.getByRole('button', { name: /Hi, Emily/ }));
  await expect(greetings[1]!).toBeVisible(untilArrived);
  // Both tabs have made their member calls before the token expires (see the journey above).
  for (const tab of requests) await tab.quiet();
  await member.waitUntilExpired();
  // Refresh tokens are single use: both tabs find the access token expired and want to renew it together.
  await Promise.all([page.reload(), second.reload()]);
  for (const greeting of greetings) await expect(greeting).toBeVisible(untilArrived);
  for (const tab of [page, second]) await expect(tab.getByRole('alertdialog')).toHaveCount(0);
  expect(await member.accessToken()).toBeTruthy();
});
