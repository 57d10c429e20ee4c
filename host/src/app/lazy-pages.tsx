import { lazy } from 'react';

/*
 * Pages and panels most visits never show load on demand. Their chunks are named `lazy-*`: the size check
 * (packages/mf-build/src/size) leaves such chunks out of the host's first load, so only code that is truly
 * loaded later may use the prefix.
 */
export const AuthenticationPage = lazy(() =>
  import(/* webpackChunkName: "lazy-authentication" */ '../pages/authentication-page').then((m) => ({ default: m.AuthenticationPage })),
);
export const SomethingWrongPage = lazy(() =>
  import(/* webpackChunkName: "lazy-something-wrong" */ '../pages/something-wrong-page').then((m) => ({ default: m.SomethingWrongPage })),
);
export const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "lazy-not-found" */ '../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const RouteErrorPage = lazy(() =>
  import(/* webpackChunkName: "lazy-route-error" */ '../pages/route-error-page').then((m) => ({ default: m.RouteErrorPage })),
);
export const MobileMenu = lazy(() =>
  import(/* webpackChunkName: "lazy-mobile-menu" */ '../features/header/mobile-menu').then((m) => ({ default: m.MobileMenu })),
);
export const ExpiredSessionModalContent = lazy(() =>
  import(/* webpackChunkName: "lazy-expired-session" */ '../features/expired-session/expired-session-modal').then((m) => ({
    default: m.ExpiredSessionModal,
  })),
);
