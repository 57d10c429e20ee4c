import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CancelledBooking } from '../model';
import { BookingSummary } from './booking-summary';
import styles from './cancel-booking.module.css';
import { FeeList } from './fee-list';
import { reasonMessages } from './reason-messages';

/** SPEC 2.7 status done: the booking is cancelled; what it cost and the reason given. */
export function CancelDone({ cancelled }: { cancelled: CancelledBooking }) {
  const intl = useIntl();
  const titleId = useId();
  const { reservation, reason } = cancelled;
  const fees = reservation.cancellation?.fees ?? reservation.rooms.map((room) => room.cancellation_fee ?? 0);
  return (
    <section className={styles.done} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.doneTitle}>
        <FormattedMessage id="booking.cancel.done.title" />
      </h2>
      {reservation.message?.title && <p role="status">{reservation.message.title}</p>}
      <BookingSummary reservation={reservation} />
      <h3 className={styles.subheading}>
        <FormattedMessage id="booking.cancel.done.fees" />
      </h3>
      <FeeList reservation={reservation} fees={fees} total={reservation.cancellation?.fee ?? 0} />
      <h3 className={styles.subheading}>
        <FormattedMessage id="booking.cancel.done.reason" />
      </h3>
      <p>{intl.formatMessage(reasonMessages[reason.category])}</p>
      {reason.category === 'other' && <p className={styles.details}>{reason.details}</p>}
    </section>
  );
}
