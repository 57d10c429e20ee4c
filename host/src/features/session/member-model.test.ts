import { $api, type HotelApi } from '@hotel/api';
import { $env, logoutRequested, memberSignedIn } from '@hotel/bus';
import type { RuntimeEnv } from '@hotel/contracts';
import { allSettled, fork } from 'effector';
import './member-model';

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
