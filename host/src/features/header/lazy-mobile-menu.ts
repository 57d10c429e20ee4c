import { lazy } from 'react';

/** Most visits never open the mobile menu, so its code loads on demand (chunk `lazy-mobile-menu`). */
export const MobileMenu = lazy(() =>
  import(/* webpackChunkName: "lazy-mobile-menu" */ './mobile-menu').then((m) => ({ default: m.MobileMenu })),
);
