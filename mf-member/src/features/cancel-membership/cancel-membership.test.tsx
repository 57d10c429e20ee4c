import type { RuntimeEnv } from '@hotel/contracts';
import { ApiError } from '@hotel/api';
import { $env, logoutRequested } from '@hotel/bus';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { createStore } from 'effector';
import { catalogue } from '../../lang/catalogue';
import { CancelMembership } from './index';

const $logouts = createStore(0).on(logoutRequested, (count) => count + 1);

async function openCancelMembership(cancelMembership: jest.Mock) {
  const app = await renderWithApp(<CancelMembership />, {
    api: { booking: { cancelMembership } },
    catalogue,
    locale: 'en',
    values: [[$env, { globalHotelId: 2851 } as RuntimeEnv]],
  });
  await settle(app.scope);
  await app.user.click(screen.getByRole('button', { name: 'Cancel membership' }));
  return app;
}

const confirmButton = () => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel my membership' });

describe('Cancel membership', () => {
  it('asks first, saying the bookings are kept, and sends nothing when the member keeps it', async () => {
    const cancelMembership = jest.fn();
    const app = await openCancelMembership(cancelMembership);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your membership?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Your bookings are kept'));
    expect(screen.getByRole('button', { name: 'Keep membership' })).toHaveFocus();

    await app.user.click(screen.getByRole('button', { name: 'Keep membership' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelMembership).not.toHaveBeenCalled();
    expect(app.scope.getState($logouts)).toBe(0);
  });

  it('cancels for the member hotel, then asks the host to log out', async () => {
    const cancelMembership = jest.fn(async () => ({ cancelled: true as const }));
    const app = await openCancelMembership(cancelMembership);
    await app.user.click(confirmButton());
    await settle(app.scope);
    expect(cancelMembership).toHaveBeenCalledWith(2851);
    expect(app.scope.getState($logouts)).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open with the engine’s message when the cancel fails, and does not log out', async () => {
    const refusal = new ApiError({ service: 'booking', status: 422, code: 5010, messages: ['Membership cannot be cancelled now'] });
    const app = await openCancelMembership(jest.fn().mockRejectedValue(refusal));
    await app.user.click(confirmButton());
    await settle(app.scope);
    expect(screen.getByRole('alertdialog')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Membership cannot be cancelled now');
    expect(app.scope.getState($logouts)).toBe(0);
  });
});
