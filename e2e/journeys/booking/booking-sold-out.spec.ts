import { siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { bookTheRestOf, fewRoomsLeft } from '../../support/booking-sandbox';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('the last rooms sell while the visitor pays: Book says the room has just sold out and leads back to the hotel', async ({ page, bookingFunnel: funnel, engine }) => {
  const offer = await fewRoomsLeft(engine, 3, 50, 'en');
  const stay = await funnel.chooseRoom({ stay: offer });
  await funnel.toPayment(stay, uniqueEmail());
  await funnel.method('onsite').check();

  await bookTheRestOf(page.request, engine, offer);
  await funnel.bookButton.click();

  const alert = page.getByRole('alert').filter({ hasText: funnel.text('booking.payment.failure.soldOut') });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: funnel.text('booking.review.chooseAgain') }).click();
  await expect(page).toHaveURL(new RegExp(`/en/hotel/${offer.hotelId}\\?.*checkIndate=${offer.dates.checkIndate}`));
});
