import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import styles from './pages.module.css';

/** SPEC 2.1 not-found texts; the host server answers such paths with status 404. */
export function NotFoundPage() {
  const locale = useUnit($locale);
  return (
    <main className={styles.page} data-page="not-found-page">
      <h1 className={styles.oops}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="notFound.lead" />
      </p>
      <p>
        <FormattedMessage id="notFound.detail" />
      </p>
      <Link to={localizedPath('/', locale)}>
        <FormattedMessage id="common.backToHome" />
      </Link>
    </main>
  );
}
