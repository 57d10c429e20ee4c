import { matchRoute, type RouteId } from '@hotel/domain';
import { useMemo } from 'react';
import { matchRoutes, renderMatches, type RouteObject, useLocation } from '@hotel/ui/router';
import { NotFoundPage } from './lazy-pages';
import { Layout } from './layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { localeSegment, RoutePage } from './route-page';

const inLayout = (route: RouteId | null, children: RouteObject[]): RouteObject[] => [{ element: <Layout route={route} />, children }];
const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

/**
 * The routes an address can match: the SPEC 2.1 page whose pattern the site's own matcher found (the one the
 * host server's gate and first paint use), as it is (ja) and under a language segment that RoutePage checks.
 * react-router is handed only these: given every route of the site, its `useRoutes` flattened, ranked and
 * compiled all of them on each render (a navigation renders the router several times: ~25 ms at 4x CPU before
 * a page could even ask for its data, issue 15). react-router still matches them, so `useParams` and `Outlet`
 * work as before for the remotes that read them.
 */
export function routesFor(pathname: string): RouteObject[] {
  const page = matchRoute(pathname);
  if (!page) return inLayout(null, [notFound]);
  const element = <RoutePage routeId={page.id} pattern={page.pattern} />;
  const { pattern } = page;
  return inLayout(page.id, [{ path: pattern, element }, { path: `/:${localeSegment}${pattern === '/' ? '' : pattern}`, element }, notFound]);
}

/** The page at the address, inside the layout; a page that throws shows the route error page instead. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useMemo(() => renderMatches(matchRoutes(routesFor(pathname), pathname)), [pathname]);
  return <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>;
}
