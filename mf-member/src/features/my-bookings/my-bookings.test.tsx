import type { Reservation } from '@hotel/contracts';
import { renderWithApp, settle } from '@hotel/test-utils';
import { screen, within } from '@testing-library/react';
import { catalogue } from '../../lang/catalogue';
import { MyBookings } from './index';
import { reservation } from './testing/reservation';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function openMyBookings(userReservations: () => Promise<Reservation[]>) {
  const app = await renderWithApp(<MyBookings />, {
    api: { booking: { userReservations } },
    catalogue,
    locale: 'en',
    route: '/en/profile/my-booking',
    routes: [{ path: '/en/profile/confirm-booking/:reservationId', element: <p>Confirmation page</p> }],
  });
  return app;
}

/** The bookings answered: the list (or its message) is on screen. */
async function openAnswered(userReservations: () => Promise<Reservation[]>) {
  const app = await openMyBookings(userReservations);
  await settle(app.scope);
  return app;
}

const coming = reservation({
  reservation_number: 'R-2',
  status: 'done',
  checkin_date: '2099-05-01',
  checkout_date: '2099-05-03',
  roomNames: [{ room_type_name: 'Garden Suite', room_plan_name: 'With breakfast' }, { room_type_name: 'Standard Single' }],
});
const completed = reservation({ reservation_number: 'R-1', status: 'done', checkin_date: '2020-02-01', checkout_date: '2020-02-02', nights: 1 });
const cancelled = reservation({ reservation_number: 'R-3', status: 'cancelled', checkin_date: '2099-08-01', checkout_date: '2099-08-02' });

describe('My bookings (SPEC 2.8, SPEC 4 reservation lifecycle)', () => {
  it('shows 5 skeleton placeholders while the bookings load, then the list', async () => {
    const answer = deferred<Reservation[]>();
    const app = await openMyBookings(() => answer.promise);
    const skeleton = await screen.findByRole('status', { name: 'Loading your bookings' });
    expect(skeleton.children).toHaveLength(5);

    answer.resolve([completed]);
    await settle(app.scope);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('list', { name: 'Your bookings' })).toBeVisible();
  });

  it('says so when the member has no bookings', async () => {
    await openAnswered(async () => []);
    expect(screen.getByText('You have no bookings yet.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists coming stays first, then completed, then cancelled, each badge saying its status in words', async () => {
    await openAnswered(async () => [cancelled, completed, coming]);
    const items = within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Booking no\./).textContent)).toEqual(['Booking no. R-2', 'Booking no. R-1', 'Booking no. R-3']);
    expect(items[0]).toHaveTextContent('Coming up');
    expect(items[1]).toHaveTextContent('Completed');
    expect(items[2]).toHaveTextContent('Cancelled');
  });

  it('shows only the first room of a booking, and how many more it has', async () => {
    await openAnswered(async () => [coming]);
    const [item] = screen.getAllByRole('listitem');
    expect(item).toHaveTextContent('Garden Suite · With breakfast');
    expect(item).toHaveTextContent('+1 more room');
    expect(item).not.toHaveTextContent('Standard Single');
  });

  it('opens the booking’s confirmation under /profile with its e-mail and hotel', async () => {
    const app = await openAnswered(async () => [coming]);
    const link = screen.getByRole('link', { name: /Hotel Sakura Mito/ });
    expect(link).toHaveAttribute('href', '/en/profile/confirm-booking/R-2?email=hanako%40example.jp&hotel_id=13');
    await app.user.click(link);
    expect(screen.getByText('Confirmation page')).toBeVisible();
    expect(app.router.state.location.search).toBe('?email=hanako%40example.jp&hotel_id=13');
  });

  it('offers a retry when the bookings could not be loaded', async () => {
    const userReservations = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([completed]);
    const app = await openAnswered(userReservations);
    expect(screen.getByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(app.scope);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
