import { cards, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a declined card says why, keeps the visitor on payment, and a good card then books', async ({ page, bookingFunnel: funnel }) => {
  const stay = await funnel.chooseRoom();
  await funnel.toPayment(stay, uniqueEmail());
  await funnel.method('card').check();
  await funnel.fillCard(cards.insufficientFunds);
  await funnel.bookButton.click();

  await expect(page.getByRole('alert').filter({ hasText: funnel.text('booking.payment.failure.card4001') })).toBeVisible();
  await funnel.paymentShown();

  await funnel.fillCard(cards.approved);
  await funnel.bookButton.click();
  await funnel.confirmationShown();
  await expect(funnel.paymentSection).toContainText(funnel.text('booking.confirmation.method.card'));
});
