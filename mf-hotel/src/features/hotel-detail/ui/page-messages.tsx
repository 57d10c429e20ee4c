import { $locale } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@hotel/ui/router';
import { retryClicked } from '../model';
import styles from './hotel-detail.module.css';

/** An unknown hotel id: said plainly, with the way home (not an error page, not a crash). */
export function NotFound() {
  const locale = useUnit($locale);
  return (
    <main className={styles.page} data-page="hotel-detail-page">
      <div className={styles.message}>
        <h1>
          <FormattedMessage id="hotel.detail.notFound.title" />
        </h1>
        <p>
          <FormattedMessage id="hotel.detail.notFound.text" />
        </p>
        <Link className={styles.homeLink} to={localizedPath('/', locale)}>
          <FormattedMessage id="hotel.detail.notFound.home" />
        </Link>
      </div>
    </main>
  );
}

export function LoadFailed() {
  const retry = useUnit(retryClicked);
  return (
    <main className={styles.page} data-page="hotel-detail-page">
      <div className={styles.message} role="alert">
        <h1>
          <FormattedMessage id="hotel.detail.failed.title" />
        </h1>
        <p>
          <FormattedMessage id="hotel.detail.failed.text" />
        </p>
        <Button onClick={() => retry()}>
          <FormattedMessage id="hotel.detail.failed.retry" />
        </Button>
      </div>
    </main>
  );
}
