import type { CancellationPolicy, EngineHotel, RoomSelection, SelectedRoomsPrice, TermsSettings } from '@hotel/contracts';
import { useDeadlineFormat, useStayDateFormat } from '@hotel/ui/format';
import { FormattedMessage } from 'react-intl';
import styles from './review.module.css';

interface StayDetailsProps {
  selection: RoomSelection;
  price: SelectedRoomsPrice;
  hotel: EngineHotel | null;
  policies: CancellationPolicy[];
  terms: TermsSettings | null;
}

/** The hotel, the stay and each room with its plan and cancellation terms (SPEC 2.6 review). */
export function StayDetails({ selection, price, hotel, policies, terms }: StayDetailsProps) {
  const day = useStayDateFormat(true);
  return (
    <section className={styles.card} aria-labelledby="review-stay">
      <h2 id="review-stay" className={styles.hotelName}>
        {selection.hotelName}
      </h2>
      {hotel && <p className={styles.muted}>{hotel.address.full_address}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="booking.review.checkIn" />
          </dt>
          <dd>
            {day(price.checkin_date)}
            {hotel && <FormattedMessage id="booking.review.fromTime" values={{ time: hotel.checkin_time }} />}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.review.checkOut" />
          </dt>
          <dd>
            {day(price.checkout_date)}
            {hotel && <FormattedMessage id="booking.review.untilTime" values={{ time: hotel.checkout_time }} />}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="booking.review.length" />
          </dt>
          <dd>
            {selection.isDayUse ? (
              <FormattedMessage id="booking.review.dayUse" />
            ) : (
              <FormattedMessage id="booking.review.nights" values={{ nights: price.nights }} />
            )}
          </dd>
        </div>
      </dl>
      <ol className={styles.rooms}>
        {price.rooms.map((room, index) => (
          <RoomTerms key={`${index}-${room.room_plan_code}`} number={index + 1} room={room} policy={policies.find((p) => p.room_plan_code === room.room_plan_code)} />
        ))}
      </ol>
      {terms?.cancellation_policy_url && (
        <a href={terms.cancellation_policy_url} target="_blank" rel="noreferrer" className={styles.link}>
          <FormattedMessage id="booking.review.policyLink" />
        </a>
      )}
    </section>
  );
}

interface RoomTermsProps {
  number: number;
  room: SelectedRoomsPrice['rooms'][number];
  policy: CancellationPolicy | undefined;
}

function RoomTerms({ number, room, policy }: RoomTermsProps) {
  const deadline = useDeadlineFormat();
  return (
    <li className={styles.room}>
      <p className={styles.roomTitle}>
        <FormattedMessage id="booking.price.room" values={{ number }} />
        {' · '}
        {room.room_type_name}
      </p>
      <p>{room.room_plan_name}</p>
      <p className={styles.muted}>
        <FormattedMessage id="booking.price.party" values={{ adults: room.adults, children: room.children }} />
      </p>
      {room.cancellation_free_deadline ? (
        <p className={styles.free}>
          <FormattedMessage id="booking.review.freeUntil" values={{ deadline: deadline(room.cancellation_free_deadline) }} />
        </p>
      ) : (
        <p className={styles.warning}>
          <FormattedMessage id="booking.review.notFree" />
        </p>
      )}
      {policy && <p className={styles.muted}>{policy.description}</p>}
    </li>
  );
}
