import { siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'ja-JP' });

test('what a visitor types on guest details survives a reload and a trip to payment and back', async ({ page, bookingFunnel: funnel }) => {
  const stay = await funnel.chooseRoom();
  await funnel.continueButton.click();
  await funnel.guestDetailShown();
  await funnel.fillNames(0, stay.room.room_type_name);
  const guest = funnel.guestOf(0, stay.room.room_type_name);
  await expect(funnel.field(guest, 'booking.guest.lastName')).toHaveValue('山田');

  // The draft is saved a moment after the last keystroke, as a visitor who pauses before reloading leaves it.
  await expect.poll(() => page.evaluate(() => Object.values({ ...localStorage }).some((value) => value.includes('やまだ')))).toBe(true);
  await page.reload();
  await funnel.guestDetailShown();
  await expect(funnel.field(guest, 'booking.guest.lastName')).toHaveValue('山田');
  await expect(funnel.field(guest, 'booking.guest.firstName')).toHaveValue('太郎');
  await expect(funnel.field(guest, 'booking.guest.lastNameKana')).toHaveValue('やまだ');
  await expect(funnel.field(guest, 'booking.guest.firstNameKana')).toHaveValue('たろう');

  const email = uniqueEmail();
  await funnel.fillGuestDetails(stay, email);
  await funnel.proceedButton.click();
  await funnel.paymentShown();
  await page.getByRole('link', { name: funnel.text('booking.back.guest') }).click();

  await funnel.guestDetailShown();
  await expect(funnel.field(guest, 'booking.guest.lastName')).toHaveValue('山田');
  await expect(funnel.field(guest, 'booking.guest.firstNameKana')).toHaveValue('たろう');
  await expect(guest.getByRole('textbox', { name: funnel.text('booking.guest.email'), exact: true })).toHaveValue(email);
  await expect(guest.getByRole('textbox', { name: funnel.text('booking.guest.phone'), exact: true })).toHaveValue('090-1234-5678');
  await expect(funnel.policyBox).toBeChecked();
});
