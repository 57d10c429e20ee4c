import type { Reservation } from '@hotel/contracts';
import { usePriceFormat } from '@hotel/ui/format';
import { FormattedMessage } from 'react-intl';
import styles from './cancel-booking.module.css';

interface FeeListProps {
  reservation: Reservation;
  /** Per room, in room order, and the total (SPEC 2.7). */
  fees: readonly number[];
  total: number;
}

/** The cancellation fee of each room and the total; nothing to pay reads "free of charge". */
export function FeeList({ reservation, fees, total }: FeeListProps) {
  const price = usePriceFormat();
  const amount = (yen: number) => (yen === 0 ? <FormattedMessage id="booking.cancel.fees.free" /> : price(yen));
  return (
    <dl className={styles.fees}>
      {reservation.rooms.map((room, index) => (
        <div key={index} className={styles.feeRow}>
          <dt>
            <FormattedMessage id="booking.cancel.fees.room" values={{ number: index + 1, room: room.room_type_name }} />
          </dt>
          <dd>{amount(fees[index] ?? 0)}</dd>
        </div>
      ))}
      <div className={`${styles.feeRow} ${styles.feeTotal}`}>
        <dt>
          <FormattedMessage id="booking.cancel.fees.total" />
        </dt>
        <dd>{amount(total)}</dd>
      </div>
    </dl>
  );
}
