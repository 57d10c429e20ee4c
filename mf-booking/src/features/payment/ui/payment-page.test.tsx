import { ApiError } from '@hotel/api';
import { $roomSelection } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen } from '@testing-library/react';
import { $guestDetails } from '../../../entities/guest-details';
import { RemoteIntl } from '../../../lang/catalogue';
import { tokenizeCardFx } from '../../card-payment';
import { draft, price, reservation, selection } from '../testing/fixtures';
import { PaymentPage } from './payment-page';

const approved = { resultCode: '000', tokenObject: { token: 'tok_card', toBeExpiredAt: '', maskedCardNo: '411111******1111' } };

async function openPayment(createReservation: jest.Mock) {
  const api = {
    booking: {
      selectedRoomsPrice: jest.fn(async () => price),
      hotel: jest.fn(async () => { throw new ApiError({ service: 'booking', status: 0, code: null, messages: [] }); }),
      cancellationPolicies: jest.fn(async () => []),
      createReservation,
    },
  };
  const routes = [{ path: '/en/confirm-booking/:id', element: <p>confirmation page</p> }];
  const app = await renderWithApp(
    <RemoteIntl>
      <PaymentPage />
    </RemoteIntl>,
    { api, locale: 'en', route: '/en/payment', path: '/en/payment', routes, values: [[$roomSelection, selection], [$guestDetails, draft]], handlers: [[tokenizeCardFx, async () => approved]] },
  );
  await settle(app.scope);
  await screen.findByRole('radiogroup', { name: 'Payment method' });
  return app;
}

async function payByCard(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
  await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry month' }), '08');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry year' }), String(new Date().getFullYear() + 2));
  await user.clear(screen.getByRole('textbox', { name: 'Security code' }));
  await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
  await user.clear(screen.getByRole('textbox', { name: 'Name on card' }));
  await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'TARO YAMADA');
  await user.click(screen.getByRole('button', { name: /Book now/ }));
}

describe('payment page (SPEC 2.6 step 5)', () => {
  it('offers the methods the plans allow and keeps the button off until the card is complete', async () => {
    await openPayment(jest.fn());
    const methods = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(methods).toEqual([expect.stringMatching(/^Credit card/), expect.stringMatching(/^Pay at the hotel/), expect.stringMatching(/^Pay later/), expect.stringMatching(/^Pay with points/)]);
    expect(screen.getByRole('button', { name: /Book now · ¥50,000/ })).toBeDisabled();
  });

  it('after a declined card says why, keeps what was typed, and lets the visitor pay with another card', async () => {
    const createReservation = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ service: 'booking', status: 422, code: 4001, messages: ['Declined'] }))
      .mockResolvedValueOnce(reservation({ payment_method: 'card' }));
    const { user, router } = await openPayment(createReservation);
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined: insufficient funds. Please use another card.');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('TARO YAMADA');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).not.toHaveAttribute('aria-invalid');
    const book = screen.getByRole('button', { name: /Book now/ });
    expect(book).toBeEnabled();
    await user.click(book);
    await screen.findByText('confirmation page');
    expect(createReservation).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/en/confirm-booking/R-1001');
    expect(router.state.location.search).toContain('bypass_token=bt');
  });

  it('sends a visitor who has not given guest details back to them', async () => {
    const routes = [{ path: '/en/guest-detail', element: <p>guest details page</p> }];
    await renderWithApp(
      <RemoteIntl>
        <PaymentPage />
      </RemoteIntl>,
      { api: { booking: { selectedRoomsPrice: jest.fn(async () => price) } }, locale: 'en', route: '/en/payment', path: '/en/payment', routes, values: [[$roomSelection, selection]] },
    );
    expect(await screen.findByText('guest details page')).toBeInTheDocument();
  });
});
