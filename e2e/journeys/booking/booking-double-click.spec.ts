import { cards, confirmationMails, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a visitor who double-clicks Book makes exactly one reservation', async ({ page, bookingFunnel: funnel }) => {
  const email = uniqueEmail();
  const stay = await funnel.chooseRoom();
  await funnel.toPayment(stay, email);
  await funnel.method('card').check();
  await funnel.fillCard(cards.approved);

  await funnel.bookButton.dblclick();

  // The sandbox mails one confirmation per reservation made for this address.
  await expect.poll(() => confirmationMails(page.request, email)).toBe(1);
  await funnel.confirmationShown();
  // By the time the confirmation has loaded, a second booking sent by the second click would have been mailed too.
  expect(await confirmationMails(page.request, email)).toBe(1);
});
