import type { PointBalance } from '@hotel/contracts';
import { authPanelRequested } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './payment.module.css';

interface PointsBlockProps {
  isMember: boolean;
  points: PointBalance | null;
  total: number;
}

/** Paying with points (1 point = 1 yen): the balance for a member, a log-in or join prompt for a visitor. */
export function PointsBlock({ isMember, points, total }: PointsBlockProps) {
  const intl = useIntl();
  const requestPanel = useUnit(authPanelRequested);
  if (!isMember) {
    return (
      <div className={styles.note}>
        <p>
          <FormattedMessage id="booking.payment.points.visitor" />
        </p>
        <div className={styles.actions}>
          <Button onClick={() => requestPanel('login')}>
            <FormattedMessage id="booking.payment.points.login" />
          </Button>
          <Button variant="secondary" onClick={() => requestPanel('signup')}>
            <FormattedMessage id="booking.payment.points.join" />
          </Button>
        </div>
      </div>
    );
  }
  if (!points) return <p className={styles.note}>{intl.formatMessage({ id: 'booking.payment.points.loading' })}</p>;
  const enough = points.points >= total;
  return (
    <div className={styles.note}>
      <p>
        <FormattedMessage id="booking.payment.points.balance" values={{ points: intl.formatNumber(points.points), needed: intl.formatNumber(total) }} />
      </p>
      {!enough && (
        <p role="alert" className={styles.error}>
          <FormattedMessage id="booking.payment.points.notEnough" />
        </p>
      )}
    </div>
  );
}
