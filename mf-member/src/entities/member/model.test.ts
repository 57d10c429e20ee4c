import type { HotelApi } from '@hotel/api';
import { $api } from '@hotel/api';
import { $env, $memberSessionChecked, $user, memberSessionChecked, userLoggedIn, userLoggedOut } from '@hotel/bus';
import { allSettled, fork } from 'effector';
import { $member, $memberSession, $points, memberAreaClosed, memberAreaOpened } from './index';
import { cardNumber, env, hanako, memberApi } from './testing/member-fixtures';

function memberScope(user = hanako as typeof hanako | null, checked = true) {
  const api = memberApi();
  const scope = fork({ values: [[$api, api as unknown as HotelApi], [$env, env], [$user, user], [$memberSessionChecked, checked]] });
  return { scope, api };
}

describe('the member seen by the profile area and the banner (issue 12)', () => {
  it('loads the loyalty record, membership and points of a logged-in member when a member view opens', async () => {
    const { scope, api } = memberScope();
    await allSettled(memberAreaOpened, { scope });
    expect(api.loyalty.getCustomerByEmail).toHaveBeenCalledWith(hanako.email);
    expect(api.booking.showMembership).toHaveBeenCalledWith(2851);
    expect(api.booking.points).toHaveBeenCalledWith(2851);
    expect(scope.getState($member)).toMatchObject({ membershipId: cardNumber, firstName: '花子', lastName: '佐藤', customerId: 501 });
    expect(scope.getState($points)).toBe(1350);
  });

  it('makes no member call for a visitor', async () => {
    const { scope, api } = memberScope(null);
    await allSettled(memberAreaOpened, { scope });
    expect(api.loyalty.getCustomerByEmail).not.toHaveBeenCalled();
    expect(api.booking.showMembership).not.toHaveBeenCalled();
    expect(scope.getState($memberSession)).toBe('visitor');
  });

  it('loads the member for an open banner once the visitor logs in, and forgets them on logout', async () => {
    const { scope, api } = memberScope(null);
    await allSettled(memberAreaOpened, { scope });
    await allSettled(userLoggedIn, { scope, params: hanako });
    expect(api.loyalty.getCustomerByEmail).toHaveBeenCalledTimes(1);
    expect(scope.getState($member)).not.toBeNull();
    await allSettled(userLoggedOut, { scope });
    expect(scope.getState($member)).toBeNull();
  });

  it('does not load on a login after every member view has closed', async () => {
    const { scope, api } = memberScope(null);
    await allSettled(memberAreaOpened, { scope });
    await allSettled(memberAreaClosed, { scope });
    await allSettled(userLoggedIn, { scope, params: hanako });
    expect(api.loyalty.getCustomerByEmail).not.toHaveBeenCalled();
  });
});

describe('whether the visitor is a member, while the host may still be loading them (SPEC 4 Profile pages)', () => {
  it('is checking, not visitor, until the host has checked the kept session; member when the user arrives', async () => {
    const { scope } = memberScope(null, false);
    await allSettled(memberAreaOpened, { scope });
    expect(scope.getState($memberSession)).toBe('checking');
    await allSettled(userLoggedIn, { scope, params: hanako });
    expect(scope.getState($memberSession)).toBe('member');
  });

  it('is a visitor once the host has checked and found no member', async () => {
    const { scope, api } = memberScope(null, false);
    await allSettled(memberSessionChecked, { scope });
    expect(scope.getState($memberSession)).toBe('visitor');
    expect(api.booking.showMembership).not.toHaveBeenCalled();
  });
});
