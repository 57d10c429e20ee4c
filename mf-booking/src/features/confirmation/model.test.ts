import type { ReservationRef } from '@hotel/api';
import type { Locale, Reservation } from '@hotel/contracts';
import { $api, ApiError } from '@hotel/api';
import { $locale, localeChanged } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $loadFailure, $reservation, confirmationClosed, confirmationOpened, reloadRequested } from './model';
import { payLater, reservation } from './testing/reservation';

const ref: ReservationRef = { hotelId: 13, reservationNumber: 'SKR-20301203-0001', email: 'taro@example.jp', bypassToken: 'tok-1' };
const names: Record<string, string> = { en: 'Hotel Sakura Mito', ja: 'ホテルさくら水戸' };

function pageScope(getReservation: (ref: ReservationRef) => Promise<Reservation>, locale: Locale = 'en') {
  const api = { booking: { getReservation: jest.fn(getReservation) } };
  return { api, scope: fork({ values: [[$locale, locale], [$api, api as never]] }) };
}

const networkDown = () => new ApiError({ service: 'booking', status: 0, code: null, messages: ['booking: no answer'] });

describe('confirmation page model (SPEC 2.6, 4, 8)', () => {
  it('loads the booking the link names', async () => {
    const { scope, api } = pageScope(async () => reservation());
    await allSettled(confirmationOpened, { scope, params: ref });
    expect(api.booking.getReservation).toHaveBeenCalledWith(ref);
    expect(scope.getState($reservation)?.reservation_number).toBe('SKR-20301203-0001');
  });

  it('loads the booking again in the new language (SPEC 4 language change), and not once the visitor has left', async () => {
    let locale = 'en';
    const { scope, api } = pageScope(async () => reservation({ hotel: { id: 13, code: 'SKR-IBR-01', name: names[locale] ?? '' } }));
    await allSettled(confirmationOpened, { scope, params: ref });
    locale = 'ja';
    await allSettled(localeChanged, { scope, params: 'ja' });
    expect(scope.getState($reservation)?.hotel.name).toBe('ホテルさくら水戸');
    await allSettled(confirmationClosed, { scope });
    await allSettled(localeChanged, { scope, params: 'en' });
    expect(api.booking.getReservation).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 404', new ApiError({ service: 'booking', status: 404, code: 2404, messages: ['Reservation not found'] }), { kind: 'notFound' }],
    ['too many attempts', new ApiError({ service: 'booking', status: 429, code: 2429, messages: ['Too many attempts'] }), { kind: 'notFound' }],
    ['no answer at all', networkDown(), { kind: 'network', message: 'booking: no answer' }],
  ])('after %s shows %j', async (_, error, failure) => {
    const { scope } = pageScope(async () => Promise.reject(error));
    await allSettled(confirmationOpened, { scope, params: ref });
    expect(scope.getState($loadFailure)).toEqual(failure);
    expect(scope.getState($reservation)).toBeNull();
  });

  it('shows the booking once a retry gets through after a network failure', async () => {
    const answers = [() => Promise.reject(networkDown()), async () => payLater()];
    const { scope } = pageScope(() => answers.shift()!());
    await allSettled(confirmationOpened, { scope, params: ref });
    await allSettled(reloadRequested, { scope });
    expect(scope.getState($loadFailure)).toBeNull();
    expect(scope.getState($reservation)?.payment_status).toBe('awaiting_payment');
  });

  it('asks nothing for a link without a hotel or a booking id: the booking is not found', async () => {
    const { scope, api } = pageScope(async () => reservation());
    await allSettled(confirmationOpened, { scope, params: null });
    expect(api.booking.getReservation).not.toHaveBeenCalled();
    expect(scope.getState($loadFailure)).toEqual({ kind: 'notFound' });
  });
});
