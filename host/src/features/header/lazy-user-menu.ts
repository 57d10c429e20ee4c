import { lazy } from 'react';

/**
 * The member's menu, fetched only for a member (chunk `user-menu`): a visitor's first load goes without it. Asked
 * for at start-up when the browser holds a member session, so it arrives alongside the member's details.
 */
export const loadUserMenu = () => import(/* webpackChunkName: "user-menu" */ './user-menu');

export const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
