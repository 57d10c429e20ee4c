import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from '@hotel/ui/router';
import styles from './pages.module.css';

/** SPEC 8: other route errors show the status (default 500) and message, with a home link on 404. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <main className={styles.page} data-page="route-error-page">
      <h1>
        <FormattedMessage id="routeError.title" values={{ status }} />
      </h1>
      {message && <p>{message}</p>}
      {status === 404 && (
        <Link to="/">
          <FormattedMessage id="common.backToHome" />
        </Link>
      )}
    </main>
  );
}
