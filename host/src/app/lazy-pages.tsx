import { lazy } from 'react';

/*
 * Pages most visits never show load on demand (chunks named `lazy-*`), which keeps them out of the
 * host's first load that `npm run size` measures in a browser.
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
export const HomeRedirect = lazy(() =>
  import(/* webpackChunkName: "lazy-home-redirect" */ '../pages/home-redirect').then((m) => ({ default: m.HomeRedirect })),
);
