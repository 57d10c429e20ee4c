import type { Reservation } from '@hotel/contracts';
import { usePriceFormat } from '@hotel/ui/format';
import { FormattedMessage } from 'react-intl';
import styles from './confirmation.module.css';

/** Extras, coupon, points and the total with tax. */
export function BookingCharges({ reservation: r }: { reservation: Reservation }) {
  const price = usePriceFormat();
  return (
    <dl className={styles.charges}>
      {r.extras.map((extra) => (
        <div key={extra.extra_id} className={styles.charge}>
          <dt>
            {extra.name} × {extra.quantity}
          </dt>
          <dd>{price(extra.total_price)}</dd>
        </div>
      ))}
      {r.coupon_promotion && (
        <div className={styles.charge}>
          <dt>
            <FormattedMessage id="booking.confirmation.coupon" values={{ code: r.coupon_promotion.coupon_code, percent: r.coupon_promotion.percent }} />
          </dt>
          <dd>−{price(r.coupon_discount_amount)}</dd>
        </div>
      )}
      {r.spending_point_value > 0 && <Points label="booking.confirmation.pointsSpent" points={r.spending_point_value} />}
      {r.earned_points > 0 && <Points label="booking.confirmation.pointsEarned" points={r.earned_points} />}
      <div className={styles.charge}>
        <dt>
          <FormattedMessage id="booking.confirmation.tax" />
        </dt>
        <dd>{price(r.tax)}</dd>
      </div>
      <div className={`${styles.charge} ${styles.total}`}>
        <dt>
          <FormattedMessage id="booking.confirmation.total" />
        </dt>
        <dd>{price(r.total_price)}</dd>
      </div>
    </dl>
  );
}

function Points({ label, points }: { label: string; points: number }) {
  return (
    <div className={styles.charge}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>
        <FormattedMessage id="booking.confirmation.points" values={{ points }} />
      </dd>
    </div>
  );
}
