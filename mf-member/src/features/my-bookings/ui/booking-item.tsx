import { $locale } from '@hotel/bus';
import { usePriceFormat, useStayDateFormat } from '@hotel/ui/format';
import { Link } from '@hotel/ui/router';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { type BookingListItem, bookingPath } from '../lib';
import styles from './my-bookings.module.css';
import { StatusBadge } from './status-badge';

/** One booking, a link to its confirmation page; only the first room is shown (SPEC 2.8). */
export function BookingItem({ item: { reservation, status } }: { item: BookingListItem }) {
  const locale = useUnit($locale);
  const date = useStayDateFormat(true);
  const price = usePriceFormat();
  const [firstRoom] = reservation.rooms;
  const moreRooms = reservation.rooms.length - 1;
  return (
    <li className={styles.item}>
      <Link to={bookingPath(reservation, locale)} className={styles.link}>
        <span className={styles.heading}>
          <span className={styles.hotel}>{reservation.hotel.name}</span>
          <StatusBadge status={status} />
        </span>
        <span className={styles.dates}>
          <FormattedMessage
            id="member.bookings.stay"
            values={{ checkin: date(reservation.checkin_date), checkout: date(reservation.checkout_date), nights: reservation.nights }}
          />
        </span>
        {firstRoom && (
          <span className={styles.room}>
            {firstRoom.room_type_name} · {firstRoom.room_plan_name}
            {moreRooms > 0 && (
              <>
                {' '}
                <FormattedMessage id="member.bookings.moreRooms" values={{ count: moreRooms }} />
              </>
            )}
          </span>
        )}
        <span className={styles.meta}>
          <span>
            <FormattedMessage id="member.bookings.number" values={{ number: reservation.reservation_number }} />
          </span>
          <span>
            <FormattedMessage id="member.bookings.total" values={{ price: price(reservation.total_price) }} />
          </span>
        </span>
      </Link>
    </li>
  );
}
