import { $locale } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { Link } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { lookUpLink } from '../lib/links';
import { type LoadFailure, reloadRequested } from '../model';
import styles from './confirmation.module.css';

/** SPEC 8: an unknown booking says "Your booking not found."; no answer at all says so and offers a retry. */
export function LoadProblem({ failure }: { failure: LoadFailure }) {
  const [locale, retry] = useUnit([$locale, reloadRequested]);
  if (failure.kind === 'notFound') {
    return (
      <div role="alert" className={styles.problem}>
        <p className={styles.problemText}>
          <FormattedMessage id="booking.confirmation.notFound" />
        </p>
        <Link to={lookUpLink(locale)} className={styles.link}>
          <FormattedMessage id="booking.confirmation.lookUp" />
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemText}>
        <FormattedMessage id="booking.confirmation.networkError" />
      </p>
      <p className={styles.muted}>{failure.message}</p>
      <Button variant="secondary" onClick={() => retry()}>
        <FormattedMessage id="booking.confirmation.retry" />
      </Button>
    </div>
  );
}
