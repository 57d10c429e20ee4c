import { cards, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.describe('booking by card in Japanese on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });

  test('a visitor picks a room, reviews it, gives their details, pays by card and is thanked with the booking id', async ({ page, bookingFunnel: funnel, consoleErrors }) => {
    const email = uniqueEmail();
    const stay = await funnel.chooseRoom();

    await expect(funnel.reviewStay).toContainText(stay.hotelName);
    await expect(funnel.reviewStay).toContainText(stay.room.room_type_name);
    await expect(funnel.reviewStay).toContainText(stay.plan.room_plan_name);
    await expect(funnel.total).toContainText(/[¥￥][\d,]+/);
    await expect(funnel.continueButton).toHaveText(funnel.text('booking.review.continue'));

    await funnel.toPayment(stay, email);
    await funnel.method('card').check();
    await funnel.fillCard(cards.approved);
    await funnel.bookButton.click();

    const id = await funnel.confirmationShown();
    await expect(page.getByRole('main')).toContainText(stay.hotelName);
    await expect(funnel.paymentSection).toContainText(funnel.text('booking.confirmation.method.card'));
    expect(id).not.toBe('');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('booking two rooms paid at the hotel in English on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

  test('a visitor books two rooms, names both guests in English letters, chooses to pay at the hotel and is thanked', async ({ page, bookingFunnel: funnel, consoleErrors }) => {
    const email = uniqueEmail();
    const stay = await funnel.chooseRoom({ rooms: 2 });

    await expect(funnel.reviewStay).toContainText(funnel.text('booking.price.room', { number: 2 }));
    await expect(funnel.priceSummary.getByRole('listitem').filter({ hasText: stay.room.room_type_name })).toHaveCount(2);
    await expect(funnel.total).toContainText(/[¥￥][\d,]+/);

    await funnel.toPayment(stay, email, 2);
    await funnel.method('onsite').check();
    await expect(page.getByRole('group', { name: funnel.text('booking.card.legend') })).toBeHidden();
    await funnel.bookButton.click();

    await funnel.confirmationShown();
    await expect(page.getByRole('main')).toContainText(funnel.text('booking.confirmation.roomNumber', { number: 2 }));
    await expect(funnel.paymentSection).toContainText(funnel.text('booking.confirmation.payment.payAtHotel'));
    expect(consoleErrors).toEqual([]);
  });
});
