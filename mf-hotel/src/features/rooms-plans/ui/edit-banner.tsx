import { useUnit } from 'effector-react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { $editRef, $oldBooking, $oldBookingFailure } from '../edit-model';
import { $results, $search } from '../model';
import styles from './edit-banner.module.css';
import section from './section.module.css';
import { useStayDateFormat } from '@hotel/ui/format';

function Party({ rooms, guests }: { rooms: number; guests: number }) {
  return <FormattedMessage id="hotel.rooms.edit.party" values={{ rooms, guests }} />;
}

/** SPEC 2.5: changing a booking, the old one (hotel, dates, rooms and guests) is compared with the new search. */
export function EditBanner({ hotelName }: { hotelName: string }) {
  const titleId = useId();
  const [ref, old, failure, search, results] = useUnit([$editRef, $oldBooking, $oldBookingFailure, $search, $results]);
  const date = useStayDateFormat(true);
  if (!ref) return null;
  if (failure) {
    return (
      <p className={section.alert} role="alert">
        <FormattedMessage id="hotel.rooms.edit.failure" values={{ reason: failure.title }} />
      </p>
    );
  }
  if (!old) {
    return (
      <p className={section.notice} role="status">
        <FormattedMessage id="hotel.rooms.edit.loading" />
      </p>
    );
  }
  const stay = results?.stay ?? (search ? { checkIn: search.checkIn, checkOut: search.checkOut } : null);
  const rooms = search?.roomList ?? [];
  const oldDates = `${date(old.checkin_date)} – ${date(old.checkout_date)}`;
  const newDates = stay ? `${date(stay.checkIn)} – ${date(stay.checkOut)}` : '';
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
  const partyChanged = rooms.length !== old.room_count || guests !== old.adults + old.children;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <FormattedMessage id="hotel.rooms.edit.title" values={{ number: old.reservation_number }} />
      </h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <FormattedMessage id="hotel.rooms.edit.current" />
            </th>
            <th scope="col">
              <FormattedMessage id="hotel.rooms.edit.new" />
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage id="hotel.rooms.edit.hotel" />
            </th>
            <td>{old.hotel.name}</td>
            <td>{hotelName}</td>
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="hotel.rooms.edit.dates" />
            </th>
            <td>{oldDates}</td>
            <td className={newDates !== oldDates ? styles.changed : undefined}>{newDates}</td>
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="hotel.rooms.edit.guests" />
            </th>
            <td>
              <Party rooms={old.room_count} guests={old.adults + old.children} />
            </td>
            <td className={partyChanged ? styles.changed : undefined}>
              <Party rooms={rooms.length} guests={guests} />
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
