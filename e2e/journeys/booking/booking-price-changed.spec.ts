import { formatPrice } from '@hotel/domain';
import { siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('the price changes while the visitor pays: the page shows the new price, and Book at it succeeds', async ({ page, bookingFunnel: funnel }) => {
  const stay = await funnel.chooseRoom({ fromToday: 55 });
  const enginePrice = stay.plan.non_sign_in_discount?.total_price_after_discount ?? stay.plan.total_price;
  await funnel.toPayment(stay, uniqueEmail());
  await funnel.method('onsite').check();

  // The price changing between the page's quote and Book is simulated by rewriting the visitor's first booking
  // request to carry a stale room price; the real sandbox then answers as it would (409, code 3002, the new
  // price). Only the request is altered, not the site's code.
  let staleSent = false;
  await page.route(/\/booking\/hotels\/\d+\/reservations$/, async (route) => {
    if (route.request().method() !== 'POST' || staleSent) return route.fallback();
    staleSent = true;
    const body = route.request().postDataJSON() as { rooms: Array<{ total_price: number }> };
    body.rooms[0]!.total_price -= 1_000;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await funnel.bookButton.click();

  const alert = page.getByRole('alert').filter({ has: page.getByText(funnel.matching('booking.payment.failure.priceChanged')) });
  await expect(alert).toBeVisible();
  // The engine's own words carry its price.
  await expect(alert).toContainText(String(enginePrice));
  await alert.getByRole('button', { name: funnel.text('booking.payment.acceptPrice') }).click();

  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(funnel.bookButton).toContainText(formatPrice(enginePrice, 'JPY', 0, 'en'));
  await funnel.method('onsite').check();
  await funnel.bookButton.click();
  await funnel.confirmationShown();
  expect(staleSent).toBe(true);
});
