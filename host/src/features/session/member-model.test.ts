import { $api, ApiError, type HotelApi } from '@hotel/api';
import { $env, $user, logoutRequested, memberSignedIn, userLoggedOut } from '@hotel/bus';
import type { RuntimeEnv } from '@hotel/contracts';
import { allSettled, fork } from 'effector';
import { $memberUnreachable, memberRetryClicked } from './member-model';

function memberScope(env: RuntimeEnv | null) {
  const booking = {
    signOut: jest.fn().mockResolvedValue(undefined),
    showMembership: jest.fn().mockResolvedValue({ id: 7, first_name: 'Hanako', last_name: 'Sato', email: 'h@example.jp', loyalty_points: 0 }),
  };
  const scope = fork({ values: [[$api, { booking, loyalty: { expireToken: jest.fn() } } as unknown as HotelApi], [$env, env]] });
  return { scope, booking };
}

describe('member calls are made for the brand hotel of /env.json', () => {
  it('logs out and reloads the member with the configured hotel id', async () => {
    const { scope, booking } = memberScope({ globalHotelId: 4120 } as RuntimeEnv);
    await allSettled(memberSignedIn, { scope, params: { accessToken: 'a', refreshToken: 'r', email: 'h@example.jp' } });
    expect(booking.showMembership).toHaveBeenCalledWith(4120);
    await allSettled(logoutRequested, { scope });
    expect(booking.signOut).toHaveBeenCalledWith(4120);
  });

  it('makes no member call before the environment is known, rather than guess a hotel', async () => {
    const { scope, booking } = memberScope(null);
    await allSettled(memberSignedIn, { scope, params: { accessToken: 'a', refreshToken: 'r', email: 'h@example.jp' } });
    expect(booking.showMembership).not.toHaveBeenCalled();
  });
});

describe('a member whose details get no answer', () => {
  const noAnswer = () => new ApiError({ service: 'booking', status: 0, code: null, messages: ['Failed to fetch'] });
  const signIn = (scope: ReturnType<typeof memberScope>['scope']) =>
    allSettled(memberSignedIn, { scope, params: { accessToken: 'a', refreshToken: 'r', email: 'h@example.jp' } });

  it('is told so and can try again, which greets them once the service answers', async () => {
    const { scope, booking } = memberScope({ globalHotelId: 4120 } as RuntimeEnv);
    booking.showMembership.mockRejectedValueOnce(noAnswer());
    await signIn(scope);
    expect(scope.getState($memberUnreachable)).toBe(true);
    expect(scope.getState($user)).toBeNull();
    await allSettled(memberRetryClicked, { scope });
    expect(booking.showMembership).toHaveBeenCalledTimes(2);
    expect(scope.getState($memberUnreachable)).toBe(false);
    expect(scope.getState($user)?.lastName).toBe('Sato');
  });

  it('is not told so when the service refused the session (that is the expired-session notice)', async () => {
    const { scope, booking } = memberScope({ globalHotelId: 4120 } as RuntimeEnv);
    booking.showMembership.mockRejectedValueOnce(new ApiError({ service: 'booking', status: 401, code: null, messages: ['Unauthorized'] }));
    await signIn(scope);
    expect(scope.getState($memberUnreachable)).toBe(false);
  });

  it('is no longer told so once logged out', async () => {
    const { scope, booking } = memberScope({ globalHotelId: 4120 } as RuntimeEnv);
    booking.showMembership.mockRejectedValueOnce(noAnswer());
    await signIn(scope);
    await allSettled(userLoggedOut, { scope });
    expect(scope.getState($memberUnreachable)).toBe(false);
  });
});
