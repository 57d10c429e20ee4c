import type { Reservation } from '@hotel/contracts';
import { Button } from '@hotel/ui';
import { useFirstPaintLead } from '@hotel/ui/first-paint';
import { useDeadlineFormat } from '@hotel/ui/format';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { canPayNow, paymentMethodMessageId, paymentState, paymentStatusMessage } from '../lib/payment-state';
import { $justPaid, $payDialogOpen, payNowOpened } from '../pay-model';
import { PayNowDialog } from './pay-now-dialog';
import styles from './confirmation.module.css';

interface PaymentStatusProps {
  reservation: Reservation;
  /** Paying needs the link's bypass token or a member's login (sandbox README: changing a booking). */
  canChange: boolean;
}

/** How the booking is paid for, and "Pay now" while a pay-later hold is open. */
export function PaymentStatus({ reservation, canChange }: PaymentStatusProps) {
  const intl = useIntl();
  const due = useDeadlineFormat();
  const [dialogOpen, justPaid, openDialog] = useUnit([$payDialogOpen, $justPaid, payNowOpened]);
  const status = paymentStatusMessage(paymentState(reservation), (at) => intl.formatMessage({ id: 'booking.confirmation.japanTime' }, { time: due(at) }));
  const payable = canChange && canPayNow(reservation);
  const statusLine = useRef<HTMLElement>(null);
  // In some languages the status is the page's largest line (in Japanese, "paid by card (****1111)").
  useFirstPaintLead(statusLine, `${status.id} ${JSON.stringify(status.values ?? {})}`);
  return (
    <section className={styles.card} aria-labelledby="confirmation-payment">
      <h2 id="confirmation-payment" className={styles.subheading}>
        <FormattedMessage id="booking.confirmation.payment" />
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="booking.confirmation.paymentMethod" />
          </dt>
          <dd>
            <FormattedMessage id={paymentMethodMessageId[reservation.payment_method]} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <FormattedMessage id="booking.confirmation.paymentStatus" />
          </dt>
          <dd ref={statusLine} role={justPaid ? 'status' : undefined}>
            <FormattedMessage id={status.id} values={status.values} />
          </dd>
        </div>
      </dl>
      {payable && (
        <Button onClick={() => openDialog()}>
          <FormattedMessage id="booking.confirmation.payNow" />
        </Button>
      )}
      {payable && dialogOpen && <PayNowDialog total={reservation.total_price} />}
    </section>
  );
}
