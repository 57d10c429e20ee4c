import { allSettled, fork } from 'effector';
import { $booking, $toasts, $user, appStarted, bookingChanged, toastDismissed, toastShown, userLoggedIn, userLoggedOut } from './index';

describe('@hotel/bus', () => {
  it('merges booking changes and persists them for the next page load', async () => {
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(bookingChanged, { scope, params: { location: 'Tokyo', promoCode: 'OFF5' } });
    expect(scope.getState($booking)).toMatchObject({ location: 'Tokyo', promoCode: 'OFF5' });
    expect(JSON.parse(localStorage.getItem('booking') ?? '{}')).toMatchObject({ location: 'Tokyo' });
  });

  it('forgets the user on logout', async () => {
    const scope = fork();
    await allSettled(userLoggedIn, {
      scope,
      params: { id: '1', firstName: 'Hanako', lastName: 'Sato', email: 'h@example.jp', points: 10, rank: null, rankName: null },
    });
    expect(scope.getState($user)?.firstName).toBe('Hanako');
    await allSettled(userLoggedOut, { scope });
    expect(scope.getState($user)).toBeNull();
  });

  it('shows and dismisses toasts by id', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'success', message: 'Saved' } });
    const [toast] = scope.getState($toasts);
    expect(toast?.message).toBe('Saved');
    await allSettled(toastDismissed, { scope, params: toast!.id });
    expect(scope.getState($toasts)).toEqual([]);
  });
});

describe('@hotel/bus preferences', () => {
  it('keeps at most 3 recent searches, newest first, without repeating a place', async () => {
    const { $recentSearches, recentSearchAdded } = await import('./index');
    const scope = fork();
    await allSettled(appStarted, { scope });
    for (const [id, name] of [['1', 'Shinjuku'], ['2', 'Kyoto'], ['1', 'Shinjuku'], ['3', 'Naha'], ['4', 'Sapporo']] as const) {
      await allSettled(recentSearchAdded, { scope, params: { kind: 'hotel', id, name } });
    }
    expect(scope.getState($recentSearches).map((s) => s.name)).toEqual(['Sapporo', 'Naha', 'Shinjuku']);
    expect(JSON.parse(localStorage.getItem('recent_search') ?? '[]')).toHaveLength(3);
  });

  it('remembers the currency', async () => {
    const { $currency, currencyChanged } = await import('./index');
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(currencyChanged, { scope, params: 'USD' });
    expect(scope.getState($currency)).toBe('USD');
    expect(localStorage.getItem('currency')).toBe('"USD"');
  });
});
