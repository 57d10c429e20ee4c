import { expect, test } from '../../support/fixtures';
import { untilArrived } from '../../support/site-page';
import { message } from '../../support/catalogues';
import { sandboxUrl } from '../../support/environment';

test('home with check-in and check-out in its query opens that hotel with the search (SPEC 2.2)', async ({ page }) => {
  await page.goto('/?code=12&checkin=2031-03-10&checkout=2031-03-12&adults=2&room_count=2&coupon_code=OFF5&locale=en');
  await expect(page).toHaveURL(/\/en\/hotel\/12\?/, untilArrived);
  const query = new URL(page.url()).searchParams;
  expect(query.get('checkIndate')).toBe('2031-03-10');
  expect(query.get('checkOutdate')).toBe('2031-03-12');
  expect(JSON.parse(query.get('rooms') ?? '[]')).toEqual([
    { adults: 2, children: [] },
    { adults: 2, children: [] },
  ]);
  await expect(page.locator('[data-remote-slot="mf_hotel/HotelDetailPage"]')).toBeVisible();
});

test('legacy and special links land on today\'s routes (SPEC 2.1)', async ({ page }) => {
  await page.goto('/#/booking/result');
  await expect(page).toHaveURL(/\/booking\/result$/, untilArrived);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('host', 'ja', 'home.title'), untilArrived);
  await page.goto('/en?confirmation=HS12345678&bypass_token=abc&email=ken%40example.jp&hotel_id=4');
  await expect(page).toHaveURL(/\/en\/confirm-booking\/HS12345678\?email=ken%40example\.jp&hotel_id=4&bypass_token=abc$/, untilArrived);
  await expect(page.locator('[data-remote-slot="mf_booking/ConfirmationPage"]')).toBeVisible();
});

test('a stored browser state of another version is dropped, and the expiry moves 7 days ahead (SPEC 4)', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => {
    localStorage.setItem('version', '1.0.5');
    localStorage.setItem('booking', '{"stale":true}');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(untilArrived);
  const stored = await page.evaluate(() => ({ version: localStorage.getItem('version'), booking: localStorage.getItem('booking'), expiry: Number(localStorage.getItem('expiry')) }));
  expect(stored.version).toBe('1.0.6');
  expect(stored.booking ?? '').not.toContain('stale');
  expect(stored.expiry - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
});

test('a password-reset e-mail opens the login panel on its reset step, and the new password works', async ({ page }) => {
  // A member of this journey's own, so no other journey's login is affected.
  const email = `reset.${Date.now()}@example.jp`;
  const session = await (await page.request.post(`${sandboxUrl}/booking/client_sessions`, { data: { key: 'sandbox-client-key', secret: 'sandbox-client-secret' } })).json();
  await page.request.post(`${sandboxUrl}/booking/hotels/2851/memberships/sign_up`, {
    headers: { 'client-session': session.client_session },
    data: { first_name: 'Rei', last_name: 'Ueda', email, hotel_id: 2851, email_permission: false, password: 'Original2026' },
  });
  await page.request.post(`${sandboxUrl}/booking/hotels/2851/memberships/start_reset_password_process`, {
    headers: { 'client-session': session.client_session },
    data: { email },
  });
  const outbox = await (await page.request.get(`${sandboxUrl}/dev/outbox?to=${encodeURIComponent(email)}&kind=password_reset`)).json();
  const link = new URL(outbox.data[0].link);
  await page.goto(`/en${link.search}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible(untilArrived);
  // Password fields are labelled with the required mark.
  await drawer.getByLabel(/^New password\*?$/).fill('Sakura2031!');
  await drawer.getByLabel(/^Re-enter new password\*?$/).fill('Sakura2031!');
  await drawer.getByRole('button', { name: 'Change password' }).click();
  await expect(drawer.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  // An account signs in once its e-mail is confirmed (issue 12): the member opens the confirmation link too.
  const confirmation = await (await page.request.get(`${sandboxUrl}/dev/outbox?to=${encodeURIComponent(email)}&kind=membership_confirmation`)).json();
  const confirm = new URL(confirmation.data[0].link).searchParams;
  const confirmed = await page.request.get(`${sandboxUrl}/booking/hotels/2851/memberships/confirm`, {
    headers: { 'client-session': session.client_session },
    params: { confirmation_token: confirm.get('confirmation_token') ?? '', program_id: confirm.get('program_id') ?? '', hotel_id: '2851' },
  });
  expect(confirmed.status()).toBe(200);
  const signIn = await page.request.post(`${sandboxUrl}/booking/hotels/2851/memberships/sign_in`, {
    headers: { 'client-session': session.client_session },
    data: { email, password: 'Sakura2031!' },
  });
  expect(signIn.status()).toBe(200);
});
