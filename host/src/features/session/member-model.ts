import type { Membership, User } from '@hotel/contracts';
import { attachApi, isApiError, isNoAnswer } from '@hotel/api';
import { $env, logoutRequested, memberSessionChecked, memberSignedIn, sessionExpired, userLoggedIn, userLoggedOut } from '@hotel/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { clearMemberTokens, hasMemberSession, loyaltyToken, memberEmail, storeMemberTokens } from './member-tokens';

export function userFromMembership(membership: Membership): User {
  return {
    id: String(membership.id),
    firstName: membership.first_name,
    lastName: membership.last_name,
    email: membership.email,
    points: membership.loyalty_points,
    rank: membership.rank?.code ?? null,
    rankName: membership.rank?.name ?? null,
  };
}

/** Start-up: a visitor with member cookies gets their details; a refused session is removed (SPEC 8). */
export const loadUserFx = attachApi(async (api, hotelId: number): Promise<User | null> => {
  if (!hasMemberSession()) return null;
  try {
    return userFromMembership(await api.booking.showMembership(hotelId));
  } catch (error) {
    if (isApiError(error) && error.status !== 0) clearMemberTokens();
    throw error;
  }
});

/** SPEC 4 logout: tell the services (best effort), forget every token and the user, go home. */
export const logoutFx = attachApi(async (api, hotelId: number) => {
  const email = memberEmail();
  await Promise.allSettled([
    api.booking.signOut(hotelId),
    loyaltyToken() && email ? api.loyalty.expireToken(email) : Promise.resolve(),
  ]);
  clearMemberTokens();
});

export const expiredModalClosed = createEvent();
/** The expired-token modal of SPEC 4, open after a refresh failed. */
export const $expiredModalOpen = createStore(false).on(sessionExpired, () => true).reset(expiredModalClosed);

/**
 * The member's details got no answer (a dropped connection, a service that did not reply): they are still signed
 * in, as their cookies are kept, but the header cannot greet them. It says so and offers another try instead of
 * showing "Log in" to a member as if they were a visitor.
 */
export const $memberUnreachable = createStore(false)
  .on(loadUserFx.fail, (_, { error }) => isNoAnswer(error))
  .reset([loadUserFx.done, userLoggedIn, userLoggedOut, sessionExpired]);
export const memberRetryClicked = createEvent();
export const $memberRetrying = loadUserFx.pending;

const forgetMemberFx = createEffect(() => clearMemberTokens());
const storeTokensFx = createEffect(storeMemberTokens);
const goHomeFx = createEffect(() => window.location.assign(document.documentElement.lang === 'ja' ? '/' : `/${homePrefix()}`));

function homePrefix(): string {
  return { en: 'en', ko: 'ko', 'zh-CN': 'zh', 'zh-TW': 'tw' }[document.documentElement.lang] ?? '';
}

/** The brand's own hotel id, which the engine's member calls are made for (from `/env.json`). */
const $globalHotelId = $env.map((env) => env?.globalHotelId ?? null);
const hasHotelId = (hotelId: number | null): hotelId is number => hotelId !== null;

sample({ clock: loadUserFx.doneData, filter: (user): user is User => user !== null, target: userLoggedIn });
sample({ clock: loadUserFx.finally, target: memberSessionChecked });
sample({ clock: memberSignedIn, target: storeTokensFx });
sample({ clock: storeTokensFx.done, source: $globalHotelId, filter: hasHotelId, target: loadUserFx });
sample({ clock: memberRetryClicked, source: $globalHotelId, filter: hasHotelId, target: loadUserFx });
sample({ clock: logoutRequested, source: $globalHotelId, filter: hasHotelId, target: logoutFx });
sample({ clock: logoutFx.finally, target: [userLoggedOut, goHomeFx] });
sample({ clock: sessionExpired, target: [forgetMemberFx, userLoggedOut] });
