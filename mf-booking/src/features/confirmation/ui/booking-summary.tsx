import type { Reservation } from '@hotel/contracts';
import { $locale } from '@hotel/bus';
import { useFirstPaintLead } from '@hotel/ui/first-paint';
import { useStayDateFormat } from '@hotel/ui/format';
import { useUnit } from 'effector-react';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { guestName } from '../lib/guest-name';
import { BookingCharges } from './booking-charges';
import styles from './confirmation.module.css';

/** The booking as made: id, hotel, dates, rooms, extras and what it costs (SPEC 2.6, 3). */
export function BookingSummary({ reservation: r }: { reservation: Reservation }) {
  const day = useStayDateFormat(true);
  const locale = useUnit($locale);
  const hotelName = useRef<HTMLHeadingElement>(null);
  // The hotel's name is the page's largest line in most languages: kept for the first paint of this page's next load.
  useFirstPaintLead(hotelName, r.hotel.name);
  return (
    <section className={styles.card} aria-labelledby="confirmation-hotel">
      <p className={styles.bookingId}>
        <FormattedMessage id="booking.confirmation.bookingId" />: <strong>{r.reservation_number}</strong>
      </p>
      <h2 ref={hotelName} id="confirmation-hotel" className={styles.hotel}>
        {r.hotel.name}
      </h2>
      <dl className={styles.facts}>
        <Fact label="booking.confirmation.checkIn" value={day(r.checkin_date)} />
        <Fact label="booking.confirmation.checkOut" value={day(r.checkout_date)} />
        <Fact
          label="booking.confirmation.length"
          value={r.is_day_use ? <FormattedMessage id="booking.confirmation.dayUse" /> : <FormattedMessage id="booking.confirmation.nightsCount" values={{ nights: r.nights }} />}
        />
      </dl>
      <h3 className={styles.subheading}>
        <FormattedMessage id="booking.confirmation.rooms" />
      </h3>
      <ol className={styles.rooms}>
        {r.rooms.map((room, index) => (
          <li key={`${index}-${room.room_plan_code}`} className={styles.room}>
            <p className={styles.roomTitle}>
              <FormattedMessage id="booking.confirmation.roomNumber" values={{ number: index + 1 }} /> · {room.room_type_name}
            </p>
            <p>{room.room_plan_name}</p>
            <p className={styles.muted}>
              <FormattedMessage id="booking.confirmation.party" values={{ adults: room.adults, children: room.children }} />
              {' · '}
              <FormattedMessage id="booking.confirmation.guest" values={{ name: guestName(room.guest, locale) }} />
            </p>
          </li>
        ))}
      </ol>
      <BookingCharges reservation={r} />
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
