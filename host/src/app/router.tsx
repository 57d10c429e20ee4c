import { routeDefinitions } from '@hotel/domain';
import { createBrowserRouter, type RouteObject } from '@hotel/ui/router';
import { NotFoundPage, RouteErrorPage } from './lazy-pages';
import { Layout } from './layout';
import { localeSegment, RoutePage } from './route-page';

/**
 * Every route of SPEC 2.1 once, its language prefix (ja has none) an optional first segment that RoutePage
 * checks: 80 routes, not one per prefix (400), for the router to rank at start-up and match on each navigation
 * (issue 15: the start-up task). Anything else is not found.
 */
function pageRoutes(): RouteObject[] {
  return routeDefinitions.flatMap((route) =>
    route.paths.map((path) => ({
      path: `/:${localeSegment}?${path === '/' ? '' : path}`,
      element: <RoutePage routeId={route.id} pattern={path} />,
    })),
  );
}

/** Made after start-up has settled the address (legacy links, language prefix), which the router reads once. */
export const createAppRouter = () => createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [...pageRoutes(), { path: '*', element: <NotFoundPage /> }],
  },
]);
