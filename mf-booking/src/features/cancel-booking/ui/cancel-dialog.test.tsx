import { ApiError } from '@hotel/api';
import { advanceTime } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { closeAfterSuccessMs } from '../model';
import { cancelledReservation } from '../testing/fixtures';
import { fakeApi, type FakeCancelApi, openCancelPage } from '../testing/render-cancel-page';

let api: FakeCancelApi;
let cleanUp: () => void = () => undefined;

beforeEach(() => {
  api = fakeApi();
  api.booking.cancelReservation.mockResolvedValue(cancelledReservation());
});
afterEach(() => {
  cleanUp();
  jest.useRealTimers();
});

async function openDialog() {
  const view = await openCancelPage(api);
  cleanUp = view.unwatch;
  await view.user.click(screen.getByRole('button', { name: 'Find my booking' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Cancel this reservation?' }) };
}

describe('cancel confirmation dialog (SPEC 2.7, SPEC 4 "Cancel flow")', () => {
  it('"other" requires details before anything is sent', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(within(dialog).getByRole('textbox', { name: 'Please tell us more' })).toHaveAccessibleDescription('Required');
    expect(api.booking.cancelReservation).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Please tell us more' }), 'Our flight was moved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(api.booking.cancelReservation).toHaveBeenCalledWith(
      { hotelId: 7, reservationNumber: 'R-1001', email: 'hana@example.com' },
      { language: 'en', category: 'other', reason: 'Another reason.', details: 'Our flight was moved' },
    );
  });

  it('confirming cancels, closes the dialog after 200 ms and shows the fees and the reason', async () => {
    jest.useFakeTimers();
    const { user, dialog, analytics } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'My trip has been cancelled.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your reservation R-1001 has been cancelled.');

    await advanceTime(closeAfterSuccessMs);
    expect(screen.queryByRole('dialog')).toBeNull();
    const done = screen.getByRole('region', { name: 'Your reservation has been cancelled' });
    expect(within(done).getByText('Total cancellation fee').nextSibling).toHaveTextContent('¥3,000');
    expect(within(done).getByText('Room 2: Standard Double').nextSibling).toHaveTextContent('Free of charge');
    expect(within(done).getByText('My trip has been cancelled.')).toBeVisible();
    expect(analytics).toHaveBeenCalledWith({ event: 'cancellation', reservationId: 'R-1001', hotelId: 7, fee: 3000 });
  });

  it('keeps the dialog open with the first message title in red when the cancel fails', async () => {
    api.booking.cancelReservation.mockRejectedValue(new ApiError({ service: 'booking', status: 409, code: 5001, messages: ['This booking can no longer be cancelled', 'x'] }));
    const { user, dialog, analytics } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'I found a cheaper room.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^This booking can no longer be cancelled$/);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(analytics).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog and leaves the form as it was', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Booking ID' })).toHaveValue('R-1001');
    expect(api.booking.cancelReservation).not.toHaveBeenCalled();
  });
});
