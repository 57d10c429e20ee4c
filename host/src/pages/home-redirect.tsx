import { homeRedirectTarget } from '@hotel/domain/search';
import { toIsoDate } from '@hotel/domain';
import { Navigate, useSearchParams } from '@hotel/ui/router';

/** SPEC 2.2: home with check-in and check-out in its query is a link to a hotel's page with that search. */
export function HomeRedirect() {
  const [params] = useSearchParams();
  const target = homeRedirectTarget(params, toIsoDate(new Date()));
  return target ? <Navigate to={target} replace /> : null;
}
