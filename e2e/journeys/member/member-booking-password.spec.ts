import { siteUp } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';
import { confirmedMember, newcomers } from '../../support/member-area-page';
import { engineSignInRefusal, submitLogIn } from '../../support/member-booking-page';
import { untilArrived } from '../../support/site-page';

test.beforeAll(siteUp);

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

test('a member changes the password in the profile, logs out, and logs in with the new one; the old one is refused', async ({
  page,
  memberArea: area,
  memberBookings: profile,
  consoleErrors,
}) => {
  // A member of this journey's own: the demo members' password is every other journey's.
  const names = newcomers.en;
  const { email, password } = await confirmedMember(page.request, 'password', names);
  const newPassword = `Tsubaki${Date.now() % 100_000}go`;
  await area.openLogin();
  await area.logIn(email, password);
  await expect(area.headerGreeting(names.firstName)).toBeVisible(untilArrived);

  // SPEC 2.8 and 4 Change password: the current password, the new one twice; a toast, and the form cleared.
  await area.openSection('change-password');
  await profile.changePassword(password, newPassword);
  await expect(page.getByText(profile.text('member.password.changed'), { exact: true })).toBeVisible();
  for (const field of ['oldPassword', 'newPassword', 'confirmNewPassword'] as const) await expect(profile.passwordField(field)).toHaveValue('');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  await profile.logOut(names.firstName);
  await expect(page).toHaveURL(/\/en$/);
  await expect(profile.headerLoginLink).toBeVisible();

  // The old password is refused with the engine's own words; the drawer stays open for another try.
  const refusal = await engineSignInRefusal(page.request, email, password, 'en');
  expect(refusal.status, 'the engine refuses the old password').toBe(401);
  await area.openLogin();
  await submitLogIn(area, email, password);
  await expect(area.panel.getByRole('alert')).toHaveText(refusal.title);
  await expect(area.panelTitled('member.auth.loginTitle')).toBeVisible();

  await area.passwordField('member.login.password').fill(newPassword);
  await area.button('member.login.signIn.submit').click();
  await expect(area.panel).toHaveCount(0);
  await expect(area.headerGreeting(names.firstName)).toBeVisible(untilArrived);
  // The refused log-ins are answered 401 by design; nothing else may fail.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
