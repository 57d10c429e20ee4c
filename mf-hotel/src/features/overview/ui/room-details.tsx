import type { HotelDetailContent } from '@hotel/contracts';
import { FormattedMessage } from 'react-intl';
import styles from './overview.module.css';

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** SPEC 2.5 sidebar of room details: booking time, facilities, services, rental equipment. */
export function RoomDetails({ hotel }: { hotel: HotelDetailContent }) {
  return (
    <aside className={styles.sidebar} aria-labelledby="room-details-heading">
      <h2 className={styles.heading} id="room-details-heading">
        <FormattedMessage id="hotel.detail.rooms.title" />
      </h2>
      {hotel.roomBookingTime && (
        <>
          <h3>
            <FormattedMessage id="hotel.detail.rooms.bookingTime" />
          </h3>
          <p>{hotel.roomBookingTime}</p>
        </>
      )}
      {hotel.roomFacilities.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="hotel.detail.rooms.facilities" />
          </h3>
          <Items items={hotel.roomFacilities} />
        </>
      )}
      {hotel.roomServices.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="hotel.detail.rooms.services" />
          </h3>
          <Items items={hotel.roomServices} />
        </>
      )}
      {hotel.roomRentalEquipment.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="hotel.detail.rooms.rental" />
          </h3>
          <Items items={hotel.roomRentalEquipment} />
        </>
      )}
    </aside>
  );
}
