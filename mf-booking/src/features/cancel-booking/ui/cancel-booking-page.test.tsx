import { ApiError } from '@hotel/api';
import { screen, within } from '@testing-library/react';
import { reservation } from '../testing/fixtures';
import { fakeApi, type FakeCancelApi, openCancelPage } from '../testing/render-cancel-page';

let api: FakeCancelApi;
let cleanUp: () => void = () => undefined;

beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  cleanUp();
  jest.useRealTimers();
});

async function lookUp(options?: Parameters<typeof openCancelPage>[1]) {
  const view = await openCancelPage(api, options);
  cleanUp = view.unwatch;
  await view.user.click(screen.getByRole('button', { name: 'Find my booking' }));
  return view;
}

const notFound = () => new ApiError({ service: 'booking', status: 404, code: 2404, messages: ['Reservation not found'] });

describe('cancel page look-up (SPEC 2.7, SPEC 5 "Cancel form")', () => {
  it('fills the form from the confirmation link and opens the dialog with each room\'s fee and the total', async () => {
    await lookUp();
    expect(api.booking.getReservation).toHaveBeenCalledWith({ hotelId: 7, reservationNumber: 'R-1001', email: 'hana@example.com' });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    const fees = within(dialog).getAllByRole('definition').map((item) => item.textContent);
    expect(within(dialog).getByText('Room 1: Deluxe Twin').nextSibling).toHaveTextContent('¥3,000');
    expect(within(dialog).getByText('Room 2: Standard Double').nextSibling).toHaveTextContent('Free of charge');
    expect(within(dialog).getByText('Total cancellation fee').nextSibling).toHaveTextContent('¥3,000');
    expect(fees).toContain('Hotel Sakura Kyoto');
    expect(within(dialog).getByRole('link', { name: 'Cancellation policy (opens in a new tab)' })).toHaveAttribute('href', 'https://example.com/policy');
  });

  it('shows only the server message of a booking already cancelled, and no dialog', async () => {
    api.booking.getReservation.mockResolvedValue(reservation({ status: 'cancelled', message: { title: 'This reservation was cancelled on 1 May.' } }));
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('This reservation was cancelled on 1 May.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.booking.reservationSettings).not.toHaveBeenCalled();
  });

  it('says "Your booking not found." for an unknown booking, keeping what was typed', async () => {
    api.booking.getReservation.mockRejectedValue(notFound());
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your booking not found.');
    expect(screen.getByRole('textbox', { name: 'Booking ID' })).toHaveValue('R-1001');
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toHaveValue('Hotel Sakura Kyoto');
  });

  it('says when to try again after too many attempts', async () => {
    api.booking.getReservation.mockRejectedValue(new ApiError({ service: 'booking', status: 429, code: 2429, messages: ['Too many attempts'] }));
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
  });

  it('shows the first message title of any other failure', async () => {
    api.booking.getReservation.mockRejectedValue(new ApiError({ service: 'booking', status: 500, code: null, messages: ['Engine unavailable', 'second'] }));
    await lookUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Engine unavailable$/);
  });

  it('offline shows "You are Offline" and sends nothing', async () => {
    await lookUp({ online: false });
    expect(screen.getByRole('alert')).toHaveTextContent('You are Offline');
    expect(api.booking.getReservation).not.toHaveBeenCalled();
  });

  it('asks for every field before looking anything up', async () => {
    await lookUp({ route: '/en/cancel' });
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toHaveFocus();
    expect(api.booking.getReservation).not.toHaveBeenCalled();
  });
});
