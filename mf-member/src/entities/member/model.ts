import type { LoyaltyCustomer, Membership, PointBalance } from '@hotel/contracts';
import { attachApi, isApiError } from '@hotel/api';
import { $env, $memberSessionChecked, $user, memberSignedIn, userLoggedIn, userLoggedOut } from '@hotel/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import { customerOf, type Member, memberOf } from './lib';

/** A view that shows the member (profile area, home banner) opened or closed. */
export const memberAreaOpened = createEvent();
export const memberAreaClosed = createEvent();

export const loadLoyaltyCustomerFx = attachApi(async (api, email: string) => customerOf(await api.loyalty.getCustomerByEmail(email)));
export const loadMembershipFx = attachApi((api, hotelId: number) => api.booking.showMembership(hotelId));
export const loadPointsFx = attachApi((api, hotelId: number) => api.booking.points(hotelId));

/** How many member views are open. */
const $openViews = createStore(0)
  .on(memberAreaOpened, (count) => count + 1)
  .on(memberAreaClosed, (count) => Math.max(0, count - 1));

/** The brand hotel the engine's member calls go through (SPEC 9, from `/env.json`). */
const $memberHotelId = $env.map((env) => env?.globalHotelId ?? null);

export const $loyaltyCustomer = createStore<LoyaltyCustomer | null>(null)
  .on(loadLoyaltyCustomerFx.doneData, (_, customer) => customer)
  .reset(userLoggedOut);
export const $membership = createStore<Membership | null>(null)
  .on(loadMembershipFx.doneData, (_, membership) => membership)
  .reset(userLoggedOut);
const $pointBalance = createStore<PointBalance | null>(null)
  .on(loadPointsFx.doneData, (_, balance) => balance)
  .reset(userLoggedOut);

/** The member's card and profile; null until the loyalty record has loaded. */
export const $member = combine($loyaltyCustomer, $membership, (customer, membership): Member | null =>
  customer ? memberOf(customer, membership) : null,
);
export const $memberLoading = loadLoyaltyCustomerFx.pending;

/**
 * Why the loyalty record is not shown: `logInAgain` when the loyalty platform refuses the member's token and none
 * can be renewed (a member signed in by the e-mail's confirmation link holds no loyalty token, and only a log-in
 * with the password gets one); `failed` for anything else, which a retry may cure.
 */
export type MemberProblem = 'logInAgain' | 'failed';
export const $memberProblem = createStore<MemberProblem | null>(null)
  .on(loadLoyaltyCustomerFx.failData, (_, error) => (isApiError(error) && error.status === 401 ? 'logInAgain' : 'failed'))
  .reset(loadLoyaltyCustomerFx, userLoggedOut);

/** The visitor asks to load their membership again after a failure. */
export const memberReloadRequested = createEvent();

/** Valid points: the engine's balance, else what came with the member. */
export const $points = combine($pointBalance, $membership, $user, (balance, membership, user): number | null =>
  balance?.points ?? membership?.loyalty_points ?? user?.points ?? null,
);

/**
 * The host has logged the member out (a log-out, a session the engine refused). It drops the member's cookies in an
 * effect of the same event, so for a moment they outlive it; and with no user before or after, nothing else tells
 * a page that showed the member a welcome (for want of their details) that they are a visitor now.
 */
export const $loggedOut = createStore(false, { serialize: 'ignore' })
  .on(userLoggedOut, () => true)
  .reset([userLoggedIn, memberSignedIn]);

/**
 * SPEC 4 "Profile pages redirect to / if not logged in". `$user` is null until the host has checked the member
 * session kept in its cookies, so a page waits (`checking`) until the host says the check is done.
 */
export type MemberSession = 'member' | 'checking' | 'visitor';
export const $memberSession = combine($user, $memberSessionChecked, (user, checked): MemberSession => {
  if (user) return 'member';
  return checked ? 'visitor' : 'checking';
});

type MemberLoad = { email: string; hotelId: number };
const isLoad = (load: MemberLoad | null): load is MemberLoad => load !== null;

/** What loading the member takes: a logged-in user and the brand hotel. */
const $memberLoad = combine($user, $memberHotelId, (user, hotelId): MemberLoad | null =>
  user && hotelId !== null ? { email: user.email, hotelId } : null,
);
const memberLoadRequested = createEvent<MemberLoad>();

sample({ clock: memberAreaOpened, source: $memberLoad, filter: isLoad, target: memberLoadRequested });
// A login while a member view is open (the home banner) loads the member for it.
sample({
  clock: userLoggedIn,
  source: combine($memberLoad, $openViews, (load, open) => (open > 0 ? load : null)),
  filter: isLoad,
  target: memberLoadRequested,
});
sample({ clock: memberReloadRequested, source: $memberLoad, filter: isLoad, target: memberLoadRequested });
sample({ clock: memberLoadRequested, fn: ({ email }) => email, target: loadLoyaltyCustomerFx });
sample({ clock: memberLoadRequested, fn: ({ hotelId }) => hotelId, target: [loadMembershipFx, loadPointsFx] });

