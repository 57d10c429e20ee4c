import { routeDefinitions } from '@hotel/domain';
import { useState } from 'react';
import { type RouteObject, useLocation, useRoutes } from '@hotel/ui/router';
import { NotFoundPage } from './lazy-pages';
import { Layout } from './layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { localeSegment, RoutePage } from './route-page';

/**
 * Every route of SPEC 2.1 twice: as it is (ja) and under a language segment that RoutePage checks, not once per
 * prefix (400 routes), for the router to rank at start-up and again on each navigation (issue 15: long tasks).
 * Not as one route with an optional segment either: the router expands those into every combination before
 * ranking them, which took 2.5 times as long (react-router 7, 80 routes). Anything else is not found.
 */
function pageRoutes(): RouteObject[] {
  return routeDefinitions.flatMap((route) =>
    route.paths.flatMap((path) => {
      const element = <RoutePage routeId={route.id} pattern={path} />;
      return [
        { path, element },
        { path: `/:${localeSegment}${path === '/' ? '' : path}`, element },
      ];
    }),
  );
}

export const createAppRoutes = (): RouteObject[] => [
  { element: <Layout />, children: [...pageRoutes(), { path: '*', element: <NotFoundPage /> }] },
];

/** The page at the address, inside the layout; a page that throws shows the route error page instead. */
export function AppRoutes() {
  const [routes] = useState(createAppRoutes);
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>;
}
