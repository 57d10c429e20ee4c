import { siteUp } from '../../support/booking-funnel-page';
import { memberToPayment } from '../../support/booking-member';
import { expect, test } from '../../support/fixtures';
import { confirmedMember, newcomers } from '../../support/member-area-page';
import { engineSignInRefusal, submitLogIn } from '../../support/member-booking-page';
import { untilArrived } from '../../support/site-page';

test.beforeAll(siteUp);

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

test('a new member books, then cancels the membership: logged out and home, the booking still found on /cancel, and no more log-in', async ({
  page,
  context,
  memberArea: area,
  memberBookings: profile,
  bookingFunnel: funnel,
  consoleErrors,
}) => {
  const names = newcomers.en;
  const { email, password } = await confirmedMember(page.request, 'leave', names);
  await area.openLogin();
  await area.logIn(email, password);
  await expect(area.headerGreeting(names.firstName)).toBeVisible(untilArrived);

  const chosen = await funnel.chooseRoom({ fromToday: 58 });
  await memberToPayment(funnel, chosen);
  await funnel.method('onsite').check();
  await funnel.bookButton.click();
  const id = await funnel.confirmationShown();

  // SPEC 6: a member can cancel the membership, from My profile, after saying yes once more.
  await area.openSection('my-profile');
  await profile.cancelMembership();
  await expect(page).toHaveURL(/\/en$/, untilArrived);
  await expect(profile.headerLoginLink).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('login_token');

  // The booking outlives the membership: looked up by hotel, booking id and e-mail (SPEC 2.7).
  await funnel.openCancel();
  await funnel.lookUp(chosen.hotelName, id, email);
  await expect(funnel.cancelDialog).toContainText(id, untilArrived);
  await funnel.cancelDialog.getByRole('button', { name: funnel.text('booking.cancel.dialog.back'), exact: true }).click();
  await expect(funnel.cancelDialog).toBeHidden();

  // The account is gone: its password signs no one in.
  const refusal = await engineSignInRefusal(page.request, email, password, 'en');
  expect(refusal.status, 'the engine refuses the cancelled membership').toBe(401);
  await area.openLogin();
  await submitLogIn(area, email, password);
  await expect(area.panel.getByRole('alert')).toHaveText(refusal.title);
  await expect(area.panelTitled('member.auth.loginTitle')).toBeVisible();
  await expect(profile.headerLoginLink).toBeVisible();
  // The refused log-ins are answered 401 by design; nothing else may fail.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
