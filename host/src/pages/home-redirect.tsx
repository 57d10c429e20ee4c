import { homeRedirectTarget } from '@hotel/domain/search';
import { localeFromPrefix, toIsoDate } from '@hotel/domain';
import { Navigate, useLocation, useSearchParams } from '@hotel/ui/router';

/**
 * SPEC 2.2: home with check-in and check-out in its query is a link to a hotel's page with that search, in the
 * language of the home page's prefix (`/en?checkin=…` stays English).
 */
export function HomeRedirect() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const prefixLocale = localeFromPrefix(pathname.split('/')[1] ?? '');
  const target = homeRedirectTarget(params, toIsoDate(new Date()), prefixLocale);
  return target ? <Navigate to={target} replace /> : null;
}
