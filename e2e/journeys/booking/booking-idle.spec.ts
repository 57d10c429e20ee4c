import { siteUp } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a visitor idle for ten minutes on guest details is taken back to the hotel with their search', async ({ page, bookingFunnel: funnel, roomsPlans }) => {
  await page.clock.install();
  const stay = await funnel.chooseRoom({ fromToday: 65 });
  await funnel.continueButton.click();
  await funnel.guestDetailShown();
  await funnel.fillNames(0, stay.room.room_type_name);

  // SPEC 9: the idle time is 600 000 ms, counted from the last key pressed.
  await page.clock.fastForward('10:01');

  await expect(page).toHaveURL(new RegExp(`/en/hotel/${stay.hotelId}\\?`));
  const search = new URL(page.url()).searchParams;
  expect([search.get('checkIndate'), search.get('checkOutdate')]).toEqual([stay.dates.checkIndate, stay.dates.checkOutdate]);
  await expect(roomsPlans.heading).toBeVisible();
});
