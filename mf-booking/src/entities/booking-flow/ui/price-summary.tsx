import type { SelectedRoomsPrice } from '@hotel/contracts';
import { usePriceFormat, useStayDateFormat } from '@hotel/ui/format';
import { FormattedMessage } from 'react-intl';
import { priceTotals, roomPrice } from '../lib/party';
import styles from './price-summary.module.css';

interface PriceSummaryProps {
  price: SelectedRoomsPrice;
  isMember: boolean;
  /** Each room's nightly rates open (review) or folded (payment, SPEC 2.6 "per-room collapsible details"). */
  roomsOpen?: boolean;
}

/** SPEC 2.6 total-price block: each room and its nightly rates, coupon, member saving, tax breakdown, total. */
export function PriceSummary({ price, isMember, roomsOpen = false }: PriceSummaryProps) {
  const format = usePriceFormat();
  const totals = priceTotals(price, isMember);
  return (
    <section className={styles.summary} aria-labelledby="booking-price-title">
      <h2 id="booking-price-title" className={styles.heading}>
        <FormattedMessage id="booking.price.title" />
      </h2>
      <ol className={styles.rooms}>
        {price.rooms.map((room, index) => (
          <RoomLine key={`${index}-${room.room_plan_code}`} room={room} number={index + 1} isMember={isMember} open={roomsOpen} />
        ))}
      </ol>
      {totals.coupon && (
        <p className={styles.line}>
          <span>
            <FormattedMessage id="booking.price.coupon" values={{ code: totals.coupon.code, percent: totals.coupon.percent }} />
          </span>
          <span className={styles.saving}>−{format(totals.coupon.amount)}</span>
        </p>
      )}
      {totals.publicTotal !== null && (
        <p className={`${styles.line} ${styles.saving}`}>
          <FormattedMessage id="booking.price.memberSaving" values={{ amount: format(totals.publicTotal - totals.total) }} />
        </p>
      )}
      <details className={styles.breakdown}>
        <summary>
          <FormattedMessage id="booking.price.breakdown" />
        </summary>
        <p className={styles.line}>
          <span>
            <FormattedMessage id="booking.price.subtotal" />
          </span>
          <span>{format(totals.subtotal)}</span>
        </p>
        <p className={styles.line}>
          <span>
            <FormattedMessage id="booking.price.tax" />
          </span>
          <span>{format(totals.tax)}</span>
        </p>
      </details>
      <p className={`${styles.line} ${styles.total}`}>
        <span>
          <FormattedMessage id="booking.price.total" />
        </span>
        <span data-testid="booking-total">{format(totals.total)}</span>
      </p>
    </section>
  );
}

interface RoomLineProps {
  room: SelectedRoomsPrice['rooms'][number];
  number: number;
  isMember: boolean;
  open: boolean;
}

function RoomLine({ room, number, isMember, open }: RoomLineProps) {
  const format = usePriceFormat();
  const day = useStayDateFormat();
  return (
    <li className={styles.room}>
      <details open={open}>
        <summary className={styles.roomSummary}>
          <span className={styles.roomName}>
            <FormattedMessage id="booking.price.room" values={{ number }} />
            <span>{room.room_type_name}</span>
            <span className={styles.plan}>{room.room_plan_name}</span>
            <span className={styles.plan}>
              <FormattedMessage id="booking.price.party" values={{ adults: room.adults, children: room.children }} />
            </span>
          </span>
          <span className={styles.amount}>{format(roomPrice(room, isMember))}</span>
        </summary>
        <ul className={styles.nights} aria-label={`${room.room_type_name}`}>
          {room.room_rates.map((rate) => (
            <li key={rate.date} className={styles.line}>
              <span>{day(rate.date)}</span>
              <span>{format(rate.day_total_rate)}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
