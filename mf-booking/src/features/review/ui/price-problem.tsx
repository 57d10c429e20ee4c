import { engineErrorCodes } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { Link } from '@hotel/ui/router';
import { FormattedMessage } from 'react-intl';
import type { PriceFailure } from '../../../entities/booking-flow';
import styles from './review.module.css';

interface PriceProblemProps {
  failure: PriceFailure;
  hotelPath: string;
  onRetry: () => void;
}

/** The engine could not price the rooms: say why, and how to go on (choose again, or try again). */
export function PriceProblem({ failure, hotelPath, onRetry }: PriceProblemProps) {
  const soldOut = failure.code === engineErrorCodes.soldOut;
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemTitle}>
        <FormattedMessage id={soldOut ? 'booking.review.soldOut' : failure.network ? 'booking.review.offline' : 'booking.review.priceFailed'} />
      </p>
      {!soldOut && !failure.network && <p>{failure.title}</p>}
      <div className={styles.actions}>
        {!soldOut && (
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="booking.review.retry" />
          </Button>
        )}
        <Link to={hotelPath} className={styles.link}>
          <FormattedMessage id="booking.review.chooseAgain" />
        </Link>
      </div>
    </div>
  );
}
