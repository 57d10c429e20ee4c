/**
 * The router every app uses, shared as one singleton module (`@hotel/ui/router`).
 *
 * react-router's package entry also carries its server, RSC and session helpers, ~60 KB gzip that a
 * shared module cannot tree-shake. Sharing this narrow facade instead keeps exactly one copy of
 * react-router on the page (inside this module) while the host's first load stays within budget.
 * Apps import routing from here, never from react-router directly.
 *
 * The declarative router only (`BrowserRouter` and `useRoutes`): the site loads no data through its router,
 * and the data router (loaders, actions, fetchers, revalidation) is another 16 KB gzip of the first load.
 */
export {
  BrowserRouter,
  useRoutes,
  matchRoutes,
  renderMatches,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  matchPath,
  type RouteObject,
  type NavigateFunction,
} from 'react-router';
