import type { Reservation } from '@hotel/contracts';
import { useStayDateFormat } from '@hotel/ui/format';
import { FormattedMessage } from 'react-intl';
import styles from './cancel-booking.module.css';

/** Which booking this is: its id, the hotel, the dates and the rooms. */
export function BookingSummary({ reservation }: { reservation: Reservation }) {
  const date = useStayDateFormat(true);
  return (
    <dl className={styles.summary}>
      <dt>
        <FormattedMessage id="booking.cancel.summary.bookingId" />
      </dt>
      <dd>{reservation.reservation_number}</dd>
      <dt>
        <FormattedMessage id="booking.cancel.summary.hotel" />
      </dt>
      <dd>{reservation.hotel.name}</dd>
      <dt>
        <FormattedMessage id="booking.cancel.summary.stay" />
      </dt>
      <dd>
        <FormattedMessage
          id="booking.cancel.summary.dates"
          values={{ checkIn: date(reservation.checkin_date), checkOut: date(reservation.checkout_date), nights: reservation.nights }}
        />
      </dd>
      <dt>
        <FormattedMessage id="booking.cancel.summary.rooms" />
      </dt>
      <dd>
        <ul className={styles.rooms}>
          {reservation.rooms.map((room, index) => (
            <li key={index}>
              <FormattedMessage id="booking.cancel.summary.room" values={{ room: room.room_type_name, plan: room.room_plan_name, adults: room.adults, children: room.children }} />
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
