import { allLocalePrefixes, routeDefinitions } from '@hotel/domain';
import { createBrowserRouter, type RouteObject } from '@hotel/ui/router';
import { NotFoundPage, RouteErrorPage } from './lazy-pages';
import { Layout } from './layout';
import { RoutePage } from './route-page';

/** Every route of SPEC 2.1, once per language prefix (ja has none); anything else is not found. */
function pageRoutes(): RouteObject[] {
  return allLocalePrefixes().flatMap((prefix) =>
    routeDefinitions.flatMap((route) =>
      route.paths.map((path) => ({
        path: path === '/' ? prefix || '/' : `${prefix}${path}`,
        element: <RoutePage routeId={route.id} pattern={path} />,
      })),
    ),
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
