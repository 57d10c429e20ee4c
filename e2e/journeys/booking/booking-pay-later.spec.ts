import { cards, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a visitor books now and pays later: the confirmation awaits payment until a time, then Pay now settles it', async ({ page, bookingFunnel: funnel, consoleErrors }) => {
  const stay = await funnel.chooseRoom();
  await funnel.toPayment(stay, uniqueEmail());
  await funnel.method('deferred').check();
  await expect(page.getByText(funnel.text('booking.payment.deferred.note', { hours: 4 }))).toBeVisible();
  await funnel.bookButton.click();

  await funnel.confirmationShown();
  const status = funnel.paymentSection;
  await expect(status).toContainText(funnel.text('booking.confirmation.method.deferred'));
  await expect(status.getByText(funnel.matching('booking.confirmation.payment.awaitingUntil'))).toBeVisible();

  await status.getByRole('button', { name: funnel.text('booking.confirmation.payNow') }).click();
  const dialog = page.getByRole('dialog', { name: funnel.text('booking.confirmation.payNowTitle') });
  await funnel.fillCard(cards.approved, dialog);
  await dialog.getByRole('button', { name: funnel.matching('booking.confirmation.payNowSubmit') }).click();

  await expect(dialog).toBeHidden();
  const paid = [funnel.matching('booking.confirmation.payment.paidByCard'), funnel.matching('booking.confirmation.payment.paid')];
  await expect(status.getByRole('status')).toHaveText(new RegExp(paid.map((text) => text.source).join('|')));
  await expect(status.getByRole('button', { name: funnel.text('booking.confirmation.payNow') })).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
