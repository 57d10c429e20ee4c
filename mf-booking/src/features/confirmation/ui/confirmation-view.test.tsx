import type { Reservation } from '@hotel/contracts';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { RemoteIntl } from '../../../lang/catalogue';
import { tokenizeCardFx } from '../../card-payment';
import { cancelled, payLater, reservation } from '../testing/reservation';
import { ConfirmationView } from './confirmation-view';

const link = '/en/confirm-booking/SKR-20301203-0001?email=taro%40example.jp&hotel_id=13&bypass_token=tok-1';

async function openConfirmation(getReservation: () => Promise<Reservation>, settlePayment = jest.fn()) {
  const api = { booking: { getReservation: jest.fn(getReservation), settlePayment } };
  const app = await renderWithApp(
    <RemoteIntl>
      <ConfirmationView reservationId="SKR-20301203-0001" />
    </RemoteIntl>,
    { api, locale: 'en', route: link, path: '/en/confirm-booking/:reservationId', handlers: [[tokenizeCardFx, async () => ({ resultCode: '000', tokenObject: { token: 'tok_card', toBeExpiredAt: '', maskedCardNo: '411111******1111' } })]] },
  );
  await settle(app.scope);
  await screen.findByRole('heading', { level: 1 });
  return { ...app, api };
}

describe('confirmation page (SPEC 2.6)', () => {
  it('thanks the visitor for a done booking and shows what was booked', async () => {
    await openConfirmation(async () => reservation());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your booking');
    expect(screen.getByText('SKR-20301203-0001')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Hotel Sakura Mito' })).toBeVisible();
    expect(screen.getByText('2 nights')).toBeVisible();
    expect(screen.getByText(/Twin Room/)).toBeVisible();
    expect(screen.getByText(/2 adults, 1 child/)).toHaveTextContent('Guest: Taro Yamada');
    expect(screen.getByText('Late check-out × 2')).toBeVisible();
    expect(screen.getByText('Paid by card ****1234')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel reservation' })).toHaveAttribute('href', '/en/cancel?hotel_id=13&booking_id=SKR-20301203-0001&email=taro%40example.jp');
    expect(screen.getByRole('link', { name: 'Change booking' })).toHaveAttribute('href', expect.stringContaining('/en/hotel/13?bypass_token=tok-1'));
  });

  it('shows a cancelled booking’s message in the error style, and no thank-you', async () => {
    await openConfirmation(async () => cancelled());
    expect(screen.getByRole('alert')).toHaveTextContent('This reservation has been cancelled.');
    expect(screen.queryByText('Thank you for your booking')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change booking' })).toBeNull();
  });

  it('says "Your booking not found." for an unknown booking, with a way to look one up', async () => {
    const { ApiError } = await import('@hotel/api');
    await openConfirmation(() => Promise.reject(new ApiError({ service: 'booking', status: 404, code: 2404, messages: ['Not found'] })));
    expect(screen.getByRole('alert')).toHaveTextContent('Your booking not found.');
    expect(screen.getByRole('link', { name: 'Look up a booking' })).toHaveAttribute('href', '/en/cancel');
    expect(screen.queryByText('Thank you for your booking')).toBeNull();
  });

  it('shows a pay-later booking’s due time in Japan time, and Pay now settles it by card', async () => {
    const settlePayment = jest.fn(async () => payLater({ payment_status: 'paid', card_last4: '1111' }));
    const { user } = await openConfirmation(async () => payLater(), settlePayment);
    expect(screen.getByText('Awaiting payment: please pay by Nov 20, 14:00 (Japan time)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay by card' });
    await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), '4111 1111 1111 1111');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Expiry month/ }), '12');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Expiry year/ }), String(new Date().getFullYear() + 2));
    await user.type(within(dialog).getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'TARO YAMADA');
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(settlePayment).toHaveBeenCalledWith(expect.objectContaining({ hotelId: 13, bypassToken: 'tok-1' }), { card_token: 'tok_card' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Paid by card ****1111')).toHaveAttribute('role', 'status');
  });

  it('copies the booking id to the clipboard and says so', async () => {
    const { user } = await openConfirmation(async () => reservation());
    // After the render: user-event puts a clipboard of its own in place when it is set up.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy booking ID' }));
    expect(writeText).toHaveBeenCalledWith('SKR-20301203-0001');
    expect(screen.getByText('Copied')).toBeVisible();
  });
});
