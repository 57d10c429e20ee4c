import type { Reservation } from '@hotel/contracts';
import { usePriceFormat } from '@hotel/ui/format';
import { FormattedMessage } from 'react-intl';
import { priceDifference } from '../lib/update-request';
import styles from './payment.module.css';

/** SPEC 2.6: a change shows the original payment, the new amount and the difference (new minus old). */
export function UpdateDifference({ original, newTotal }: { original: Reservation; newTotal: number }) {
  const format = usePriceFormat();
  const difference = priceDifference(original, newTotal);
  return (
    <section className={styles.card} aria-labelledby="payment-update-title">
      <h2 id="payment-update-title" className={styles.sectionTitle}>
        <FormattedMessage id="booking.payment.update.title" values={{ id: original.reservation_number }} />
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>
            <FormattedMessage id="booking.payment.update.original" />
          </dt>
          <dd>{format(original.total_price)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.payment.update.new" />
          </dt>
          <dd>{format(newTotal)}</dd>
        </div>
        <div className={styles.difference}>
          <dt>
            <FormattedMessage id="booking.payment.update.difference" />
          </dt>
          <dd data-testid="price-difference">{`${difference > 0 ? '+' : difference < 0 ? '−' : ''}${format(Math.abs(difference))}`}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        <FormattedMessage id={`booking.payment.update.${settlementOf(original, difference)}`} />
      </p>
    </section>
  );
}

function settlementOf(original: Reservation, difference: number): 'charge' | 'refund' | 'hold' | 'onsite' | 'none' {
  if (difference === 0) return 'none';
  if (original.payment_status === 'awaiting_payment') return 'hold';
  if (original.payment_status === 'pay_at_hotel') return 'onsite';
  return difference > 0 ? 'charge' : 'refund';
}
