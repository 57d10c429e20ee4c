import { Button, Skeleton } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingSkeletonCount } from '../lib';
import { $bookings, $loadFailed, myBookingsClosed, myBookingsOpened, retryRequested } from '../model';
import { BookingItem } from './booking-item';
import styles from './my-bookings.module.css';

/** SPEC 2.8 My bookings: skeletons while loading, then the member's bookings or a no-data message. */
export function MyBookings() {
  const intl = useIntl();
  const [bookings, failed, opened, closed, retry] = useUnit([$bookings, $loadFailed, myBookingsOpened, myBookingsClosed, retryRequested]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  if (failed) {
    return (
      <div className={styles.problem} role="alert">
        <p>
          <FormattedMessage id="member.bookings.failed" />
        </p>
        <Button variant="secondary" onClick={() => retry()}>
          <FormattedMessage id="member.bookings.retry" />
        </Button>
      </div>
    );
  }
  if (!bookings) return <Skeleton lines={bookingSkeletonCount} label={intl.formatMessage({ id: 'member.bookings.loading' })} />;
  if (bookings.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="member.bookings.empty" />
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'member.bookings.listLabel' })}>
      {bookings.map((item) => (
        <BookingItem key={item.reservation.reservation_number} item={item} />
      ))}
    </ul>
  );
}
