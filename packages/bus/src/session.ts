import type { Locale, RuntimeEnv, User } from '@hotel/contracts';
import { createEvent, createStore } from 'effector';

export const localeChanged = createEvent<Locale>();
export const $locale = createStore<Locale>('ja').on(localeChanged, (_, locale) => locale);

export const onlineChanged = createEvent<boolean>();
export const $online = createStore<boolean>(true).on(onlineChanged, (_, online) => online);

export const envLoaded = createEvent<RuntimeEnv>();
export const $env = createStore<RuntimeEnv | null>(null).on(envLoaded, (_, env) => env);

/** SPEC 3 cookies: the signed-in member's e-mail (the host keeps it for 10 days, and drops it at log-out). */
export const memberEmailCookie = 'email';

export const userLoggedIn = createEvent<User>();
/**
 * The host has finished its start-up check of a member session (SPEC 4: user detail loaded, or no session, or
 * refused). Until then a null `$user` may still become a member, so member pages wait instead of redirecting.
 */
export const memberSessionChecked = createEvent();
export const $memberSessionChecked = createStore(false, { serialize: 'ignore' }).on(memberSessionChecked, () => true);
export const userLoggedOut = createEvent();
export const $user = createStore<User | null>(null)
  .on(userLoggedIn, (_, user) => user)
  .reset(userLoggedOut);
