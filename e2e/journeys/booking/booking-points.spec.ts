import { siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { MemberAccount, memberToPayment } from '../../support/booking-member';
import { expect, test } from '../../support/fixtures';
import { priceOf } from '../../support/rooms-plans-page';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a member pays with points: the confirmation says so and the balance goes down by the total', async ({ page, bookingFunnel: funnel, member, engine }) => {
  const hanako = new MemberAccount(page.request, engine, 'hanako.sato@example.jp');
  const stay = await funnel.bookableStay(3, 40);
  const memberPrice = stay.plan.sign_in_discount?.total_price_after_discount ?? stay.plan.total_price;
  // The seed's 3,200 points pay for no room: the member first earns more with stays of their own.
  const balance = await hanako.earnAtLeast(memberPrice + 1_000);
  await member.signIn(hanako.email);

  const chosen = await funnel.chooseRoom({ stay });
  await memberToPayment(funnel, chosen);
  await funnel.method('points').check();
  const total = priceOf((await funnel.total.textContent()) ?? '');
  expect(total, 'the member price is the total').toBe(memberPrice);
  await expect(page.getByText(funnel.text('booking.payment.points.balance', { points: balance.toLocaleString('en-US'), needed: total.toLocaleString('en-US') }))).toBeVisible();
  await expect(funnel.bookButton).toBeEnabled();
  await funnel.bookButton.click();

  await funnel.confirmationShown();
  await expect(funnel.paymentSection).toContainText(funnel.text('booking.confirmation.method.points'));
  await expect(funnel.paymentSection).toContainText(funnel.text('booking.confirmation.payment.paidWithPoints'));
  expect(await hanako.points()).toBe(balance - total);
});

test('a member without enough points is told so and cannot book with them', async ({ page, bookingFunnel: funnel, member, engine }) => {
  const emily = new MemberAccount(page.request, engine, 'emily.clark@example.com');
  await member.signIn(emily.email);
  const stay = await funnel.chooseRoom({ fromToday: 42 });
  await memberToPayment(funnel, stay);
  const total = priceOf((await funnel.total.textContent()) ?? '');
  expect(await emily.points(), 'the plan is dearer than the balance').toBeLessThan(total);

  await funnel.method('points').check();

  await expect(page.getByRole('alert').filter({ hasText: funnel.text('booking.payment.points.notEnough') }).first()).toBeVisible();
  await expect(funnel.bookButton).toBeDisabled();
});

test('a visitor who chooses points is asked to log in or join', async ({ page, bookingFunnel: funnel }) => {
  const stay = await funnel.chooseRoom({ fromToday: 44 });
  await funnel.toPayment(stay, uniqueEmail());

  await funnel.method('points').check();

  await expect(page.getByText(funnel.text('booking.payment.points.visitor'))).toBeVisible();
  const form = page.getByRole('form', { name: funnel.text('booking.payment.title') });
  await expect(form.getByRole('button', { name: funnel.text('booking.payment.points.login'), exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: funnel.text('booking.payment.points.join'), exact: true })).toBeVisible();
  await expect(funnel.bookButton).toBeDisabled();
});
