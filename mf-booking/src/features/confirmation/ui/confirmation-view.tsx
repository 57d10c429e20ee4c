import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '@hotel/ui';
import { useLocation } from '@hotel/ui/router';
import { $isMember, FunnelLayout } from '../../../entities/booking-flow';
import { confirmationRef } from '../lib/confirmation-query';
import { isConfirmed } from '../lib/payment-state';
import { $loadFailure, $ref, $reservation, confirmationClosed, confirmationOpened } from '../model';
import { BookingActions } from './booking-actions';
import { BookingSummary } from './booking-summary';
import { LoadProblem } from './load-problem';
import { PaymentStatus } from './payment-status';
import styles from './confirmation.module.css';

/** SPEC 2.6 confirmation (step 6) of `/confirm-booking/:reservationId`, also under `/profile`. */
export function ConfirmationView({ reservationId }: { reservationId: string | undefined }) {
  const { search } = useLocation();
  const [open, close] = useUnit([confirmationOpened, confirmationClosed]);
  useEffect(() => {
    open(confirmationRef(reservationId, search));
    return () => close();
  }, [reservationId, search, open, close]);

  const [reservation, failure, ref, isMember] = useUnit([$reservation, $loadFailure, $ref, $isMember]);
  const intl = useIntl();
  const confirmed = reservation !== null && isConfirmed(reservation);
  const title = <FormattedMessage id={confirmed ? 'booking.confirmation.thankYou' : 'booking.confirmation.heading'} />;
  return (
    <FunnelLayout step={6} pageId="confirmation-page" title={title}>
      {reservation ? (
        <>
          {reservation.status === 'cancelled' && reservation.message && (
            <p role="alert" className={styles.cancelled}>
              {reservation.message.title}
            </p>
          )}
          {failure && <LoadProblem failure={failure} />}
          <BookingSummary reservation={reservation} />
          <PaymentStatus reservation={reservation} canChange={Boolean(ref?.bypassToken) || isMember} />
          <BookingActions reservation={reservation} bypassToken={ref?.bypassToken} />
        </>
      ) : failure ? (
        <LoadProblem failure={failure} />
      ) : (
        <Skeleton label={intl.formatMessage({ id: 'booking.confirmation.loading' })} />
      )}
    </FunnelLayout>
  );
}
