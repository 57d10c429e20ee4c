import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $failure, retryClicked } from '../../model/hotels';
import styles from './states.module.css';

/** SPEC 8 "Hotel list failure turns loading off": what went wrong, and a way to try again. */
export function ListFailure() {
  const failure = useUnit($failure);
  const retry = useUnit(retryClicked);
  return (
    <div className={styles.notice} role="alert">
      <h2 className={styles.title}>
        <FormattedMessage id="search.list.failed" />
      </h2>
      <p className={styles.detail}>
        {failure?.noAnswer ? (
          <FormattedMessage id="search.list.failedNoAnswer" />
        ) : (
          <FormattedMessage id="search.list.failedDetail" values={{ message: failure?.title ?? '' }} />
        )}
      </p>
      <Button onClick={() => retry()}>
        <FormattedMessage id="search.list.retry" />
      </Button>
    </div>
  );
}
