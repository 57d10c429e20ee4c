import { siteUp } from '../../support/booking-funnel-page';
import { memberToPayment } from '../../support/booking-member';
import { expect, test } from '../../support/fixtures';
import { demoMembers } from '../../support/member-area-page';
import { enginePointHistory, type RewardTableName } from '../../support/member-booking-page';
import { priceOf } from '../../support/rooms-plans-page';
import { untilArrived } from '../../support/site-page';

test.beforeAll(siteUp);

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Japan's date today, the day the engine writes on a point movement (sandbox README "Time"). */
const japanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** The engine's categories of what members buy outside our rooms, and the My rewards table of each (SPEC 2.8). */
const otherTables: Array<{ category: 'golf' | 'onsen' | 'restaurants' | 'gift_shops'; table: RewardTableName }> = [
  { category: 'golf', table: 'golf' },
  { category: 'onsen', table: 'onsen' },
  { category: 'restaurants', table: 'restaurants' },
  { category: 'gift_shops', table: 'giftShops' },
];

test('a member books on the site, finds the stay and its points in the member area, cancels it and sees it cancelled and the points taken back', async ({
  page,
  bookingFunnel: funnel,
  member,
  memberArea,
  memberBookings: account,
  consoleErrors,
}) => {
  // Other journeys book as Emily meanwhile (members-only), so her balance is not this journey's to count:
  // this booking's own lines of her point history are.
  await member.signIn(demoMembers.emily);

  // SPEC 2.6: the member books a stay through the funnel and pays at the hotel.
  const chosen = await funnel.chooseRoom({ fromToday: 52 });
  await memberToPayment(funnel, chosen);
  await funnel.method('onsite').check();
  const paid = priceOf((await funnel.total.textContent()) ?? '');
  await funnel.bookButton.click();
  const id = await funnel.confirmationShown();
  // Sandbox README "points": a member earns 1 % of the price paid when the booking is made.
  const earned = Math.round(paid / 100);

  // SPEC 2.8 My bookings: the stay, coming up, with its hotel and dates; it leads to its confirmation.
  await memberArea.openSection('my-booking');
  const item = account.booking(id);
  await expect(item).toContainText(chosen.hotelName, untilArrived);
  await expect(item).toContainText(account.stayLine(chosen.dates, 1));
  await expect(item).toContainText(`${chosen.room.room_type_name} · ${chosen.plan.room_plan_name}`);
  await account.expectBadge(item, 'coming_up');
  await item.getByRole('link').click();
  const query = new URLSearchParams({ email: demoMembers.emily, hotel_id: String(chosen.hotelId) });
  await expect(page).toHaveURL(`/en/profile/confirm-booking/${id}?${query}`);
  await expect(page.getByRole('main')).toContainText(`${funnel.text('booking.confirmation.bookingId')}: ${id}`, untilArrived);
  await expect(page.getByRole('main')).toContainText(chosen.hotelName);

  // SPEC 2.8 My rewards: the stay's points, as the engine recorded them, in the Stays table.
  await memberArea.openSection('my-rewards');
  const history = await enginePointHistory(page.request, demoMembers.emily, demoMembers.password, 'en');
  const earnedLine = history.find((entry) => entry.reservation_number === id && entry.points === earned);
  expect(earnedLine?.description, 'the engine recorded the points earned, naming the hotel').toContain(chosen.hotelName);
  await expect(account.rewardRows('stays', id)).toHaveCount(1, untilArrived);
  await expect(account.rewardRows('stays', id).getByRole('cell')).toHaveText([account.date(japanToday()), earnedLine!.description, '1', account.price(paid), account.points(earned)]);

  // The demo member's golf, onsen, restaurant and gift-shop purchases, each in its own table.
  for (const { category, table } of otherTables) {
    const purchases = history.filter((entry) => entry.category === category);
    expect(purchases.length, `the demo member has ${category} purchases`).toBeGreaterThan(0);
    for (const purchase of purchases) {
      await expect(account.rewardRows(table, purchase.description).getByRole('cell').last()).toHaveText(account.points(purchase.points));
    }
  }

  // SPEC 2.7: from the confirmation, the cancel page knows the booking; the member gives a reason and cancels.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/profile\/confirm-booking\//);
  await page.getByRole('region', { name: funnel.text('booking.confirmation.actions') }).getByRole('link', { name: funnel.text('booking.confirmation.cancel') }).click(untilArrived);
  await expect(funnel.heading('booking.cancel.title')).toBeVisible(untilArrived);
  await expect(page.getByRole('textbox', { name: funnel.text('booking.cancel.form.bookingId'), exact: true })).toHaveValue(id);
  await page.getByRole('button', { name: funnel.text('booking.cancel.form.submit') }).click();
  await expect(funnel.cancelDialog).toContainText(id, untilArrived);
  await funnel.cancelDialog.getByRole('radio', { name: funnel.text('booking.cancel.reason.tripCancel') }).check();
  await funnel.cancelDialog.getByRole('button', { name: funnel.text('booking.cancel.dialog.confirm') }).click();
  await expect(page.getByRole('heading', { level: 2, name: funnel.text('booking.cancel.done.title') })).toBeVisible(untilArrived);

  // My bookings: the same booking, now with the red Cancelled badge.
  await memberArea.openSection('my-booking');
  await account.expectBadge(account.booking(id), 'cancelled');

  // My rewards: the earned points taken back on a row of their own.
  await memberArea.openSection('my-rewards');
  const takenBack = (await enginePointHistory(page.request, demoMembers.emily, demoMembers.password, 'en')).find(
    (entry) => entry.reservation_number === id && entry.points === -earned,
  );
  expect(takenBack, 'the engine took the earned points back').toBeTruthy();
  await expect(account.rewardRows('stays', id)).toHaveCount(2, untilArrived);
  await expect(account.rewardRows('stays', takenBack!.description).getByRole('cell')).toHaveText([account.date(japanToday()), takenBack!.description, '—', '—', account.points(-earned)]);
  // An access token lives 4 s in the journeys' sandbox: its renewal answers 401 first, by design.
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});
