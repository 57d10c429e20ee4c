import { formatPrice } from '@hotel/domain';
import { cards, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { paymentsOf } from '../../support/booking-sandbox';
import { expect, test } from '../../support/fixtures';
import { type EngineRate, startOf } from '../../support/rooms-plans-page';
import { messageSource } from '../../support/catalogues';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

const publicPrice = (plan: EngineRate) => plan.non_sign_in_discount?.total_price_after_discount ?? plan.total_price;
const yen = (amount: number) => formatPrice(amount, 'JPY', 0, 'en');

test('a visitor changes a paid booking to a dearer room: the difference is shown, charged to a card and recorded', async ({ page, bookingFunnel: funnel, roomsPlans, engine }) => {
  const email = uniqueEmail();
  const stay = await funnel.chooseRoom({ fromToday: 60 });
  await funnel.toPayment(stay, email);
  await funnel.method('card').check();
  await funnel.fillCard(cards.approved);
  await funnel.bookButton.click();
  const id = await funnel.confirmationShown();
  const original = publicPrice(stay.plan);

  // The hotel page of the booking-edit link searches on its own; the journey reads which stay it asked for.
  const searched = page.waitForResponse((response) => /\/booking\/hotels\/\d+\/rooms$/.test(new URL(response.url()).pathname));
  await page.getByRole('link', { name: funnel.text('booking.confirmation.change') }).click();
  const query = JSON.parse(new URL((await searched).url()).searchParams.get('q') ?? '{}') as { checkin_date: string; checkout_date: string };
  const dates = { checkIndate: query.checkin_date, checkOutdate: query.checkout_date };

  // A dearer public room and plan for that stay that also takes a card, as the engine offers it.
  const offers = (await engine.roomsOf(stay.hotelId, dates, 'en')).flatMap((room) => room.rates.map((plan) => ({ room, plan: plan as EngineRate & { payment_method: string[] } })));
  const dearer = offers
    .filter(({ plan }) => plan.available && !plan.members_only && plan.payment_method.includes('card') && publicPrice(plan) > original)
    .sort((a, b) => publicPrice(a.plan) - publicPrice(b.plan))[0];
  expect(dearer, 'the hotel has a dearer room that takes a card').toBeTruthy();
  const newTotal = publicPrice(dearer!.plan);

  await expect(page.getByRole('region', { name: roomsPlans.text('hotel.rooms.edit.title', { number: id }) })).toBeVisible();
  await roomsPlans.cardsShown();
  const select = roomsPlans.text('hotel.rooms.selectLabel', { action: roomsPlans.text('hotel.rooms.select'), plan: dearer!.plan.room_plan_name, room: dearer!.room.room_type_name });
  await roomsPlans.list.getByRole('button', { name: select, exact: true }).click();
  await roomsPlans.selectionBar.getByRole('button', { name: roomsPlans.text('hotel.rooms.bar.book') }).click();

  await funnel.reviewShown();
  await expect(page.getByText(funnel.text('booking.review.editing', { id }))).toBeVisible();
  await funnel.continueButton.click();
  await funnel.paymentShown();
  const change = page.getByRole('region', { name: funnel.text('booking.payment.update.title', { id }) });
  await expect(change).toContainText(`${funnel.text('booking.payment.update.original')}${yen(original)}`);
  await expect(change).toContainText(`${funnel.text('booking.payment.update.new')}${yen(newTotal)}`);
  await expect(change).toContainText(`${funnel.text('booking.payment.update.difference')}+${yen(newTotal - original)}`);
  await expect(change).toContainText(funnel.text('booking.payment.update.charge'));
  await funnel.fillCard(cards.approved);
  await page.getByRole('button', { name: startOf(messageSource('mf-booking', 'en', 'booking.payment.submitUpdate')) }).click();

  expect(await funnel.confirmationShown()).toBe(id);
  await expect(page.getByRole('main')).toContainText(dearer!.room.room_type_name);
  await expect(page.getByRole('main')).toContainText(yen(newTotal));
  const payments = await paymentsOf(page.request, stay.hotelId, id, email, 'en');
  expect(payments).toContainEqual(expect.objectContaining({ kind: 'charge', amount: newTotal - original }));
});
