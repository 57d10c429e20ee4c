import { engineReservation, siteUp, uniqueEmail } from '../../support/booking-funnel-page';
import { expect, test } from '../../support/fixtures';

test.beforeAll(siteUp);

test.use({ locale: 'en-US' });

test('a visitor finds their booking on /en/cancel, sees the fees, gives a reason and cancels it; looking it up again says it is cancelled', async ({ page, bookingFunnel: funnel, consoleErrors }) => {
  const email = uniqueEmail();
  const stay = await funnel.chooseRoom();
  await funnel.toPayment(stay, email);
  await funnel.method('onsite').check();
  await funnel.bookButton.click();
  const id = await funnel.confirmationShown();

  await funnel.openCancel();
  await expect(page).toHaveURL(/\/en\/cancel$/);
  await funnel.lookUp(stay.hotelName, id, email);

  const dialog = funnel.cancelDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(id);
  await expect(dialog.getByText(funnel.text('booking.cancel.fees.room', { number: 1, room: stay.room.room_type_name }))).toBeVisible();
  await expect(dialog.getByText(funnel.text('booking.cancel.fees.total'))).toBeVisible();
  await dialog.getByRole('radio', { name: funnel.text('booking.cancel.reason.other') }).check();
  await dialog.getByRole('textbox', { name: funnel.text('booking.cancel.reason.details') }).fill('Our plans changed.');
  await dialog.getByRole('button', { name: funnel.text('booking.cancel.dialog.confirm') }).click();

  await expect(page.getByRole('heading', { level: 2, name: funnel.text('booking.cancel.done.title') })).toBeVisible();
  await expect(page.getByText('Our plans changed.')).toBeVisible();

  await funnel.openCancel();
  await funnel.lookUp(stay.hotelName, id, email);
  const booking = await engineReservation(page.request, stay.hotelId, id, email, 'en');
  expect(booking.status).toBe('cancelled');
  await expect(page.getByRole('alert')).toHaveText(booking.message?.title ?? 'the engine names the cancelled booking');
  await expect(funnel.cancelDialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
