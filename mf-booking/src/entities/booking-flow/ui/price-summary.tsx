import type { ReactNode } from 'react';
import type { RoomSelection, SelectedRoomsPrice } from '@hotel/contracts';
import { addDays } from '@hotel/domain';
import { nightsBetween } from '@hotel/domain/search';
import { usePriceFormat, useStayDateFormat } from '@hotel/ui/format';
import { FormattedMessage, useIntl } from 'react-intl';
import { priceTotals, roomPrice } from '../lib/party';
import styles from './price-summary.module.css';

interface PriceSummaryProps {
  price: SelectedRoomsPrice;
  isMember: boolean;
  /** Each room's nightly rates open (review) or folded (payment, SPEC 2.6 "per-room collapsible details"). */
  roomsOpen?: boolean;
}

/** One room's line as the summary shows it; amounts are text, or a placeholder while the engine prices them. */
interface SummaryRoom {
  typeName: string;
  planName: string;
  adults: number;
  children: number;
  amount: ReactNode;
  nights: Array<{ date: string; amount: ReactNode }>;
}

/** SPEC 2.6 total-price block: each room and its nightly rates, coupon, member saving, tax breakdown, total. */
export function PriceSummary({ price, isMember, roomsOpen = false }: PriceSummaryProps) {
  const format = usePriceFormat();
  const totals = priceTotals(price, isMember);
  const rooms = price.rooms.map((room) => ({
    typeName: room.room_type_name,
    planName: room.room_plan_name,
    adults: room.adults,
    children: room.children,
    amount: format(roomPrice(room, isMember)),
    nights: room.room_rates.map((rate) => ({ date: rate.date, amount: format(rate.day_total_rate) })),
  }));
  return (
    <SummaryFrame rooms={rooms} roomsOpen={roomsOpen} subtotal={format(totals.subtotal)} tax={format(totals.tax)} total={format(totals.total)}>
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
    </SummaryFrame>
  );
}

/**
 * The same block while the engine prices the selection: the rooms, plans and nights the visitor chose, with
 * placeholders for the amounts, so the page below does not jump when the price arrives (on a phone the block sits
 * above the page).
 */
export function PendingPriceSummary({ selection, roomsOpen = false }: { selection: RoomSelection; roomsOpen?: boolean }) {
  const intl = useIntl();
  const pending = <span className={styles.pendingAmount} />;
  const nights = nightsOf(selection).map((date) => ({ date, amount: pending }));
  const rooms = selection.rooms.map((room) => ({
    typeName: room.roomTypeName,
    planName: room.planName,
    adults: room.adults,
    children: room.children.length,
    amount: pending,
    nights,
  }));
  return <SummaryFrame rooms={rooms} roomsOpen={roomsOpen} subtotal={pending} tax={pending} total={pending} busyLabel={intl.formatMessage({ id: 'booking.review.loading' })} />;
}

interface SummaryFrameProps {
  rooms: SummaryRoom[];
  roomsOpen: boolean;
  subtotal: ReactNode;
  tax: ReactNode;
  total: ReactNode;
  /** Set while the amounts are still coming. */
  busyLabel?: string;
  /** Saving lines between the rooms and the breakdown. */
  children?: ReactNode;
}

function SummaryFrame({ rooms, roomsOpen, subtotal, tax, total, busyLabel, children }: SummaryFrameProps) {
  return (
    <section className={styles.summary} aria-labelledby="booking-price-title" aria-busy={busyLabel ? true : undefined}>
      <h2 id="booking-price-title" className={styles.heading}>
        <FormattedMessage id="booking.price.title" />
      </h2>
      {busyLabel && (
        <p role="status" className={styles.busy}>
          {busyLabel}
        </p>
      )}
      <ol className={styles.rooms}>
        {rooms.map((room, index) => (
          <RoomLine key={index} room={room} number={index + 1} open={roomsOpen} />
        ))}
      </ol>
      {children}
      <details className={styles.breakdown}>
        <summary>
          <FormattedMessage id="booking.price.breakdown" />
        </summary>
        <p className={styles.line}>
          <span>
            <FormattedMessage id="booking.price.subtotal" />
          </span>
          <span>{subtotal}</span>
        </p>
        <p className={styles.line}>
          <span>
            <FormattedMessage id="booking.price.tax" />
          </span>
          <span>{tax}</span>
        </p>
      </details>
      <p className={`${styles.line} ${styles.total}`}>
        <span>
          <FormattedMessage id="booking.price.total" />
        </span>
        <span data-testid={busyLabel ? undefined : 'booking-total'}>{total}</span>
      </p>
    </section>
  );
}

function RoomLine({ room, number, open }: { room: SummaryRoom; number: number; open: boolean }) {
  const day = useStayDateFormat();
  return (
    <li className={styles.room}>
      <details open={open}>
        <summary className={styles.roomSummary}>
          <span className={styles.roomName}>
            <FormattedMessage id="booking.price.room" values={{ number }} />
            <span>{room.typeName}</span>
            <span className={styles.plan}>{room.planName}</span>
            <span className={styles.plan}>
              <FormattedMessage id="booking.price.party" values={{ adults: room.adults, children: room.children }} />
            </span>
          </span>
          <span className={styles.amount}>{room.amount}</span>
        </summary>
        <ul className={styles.nights} aria-label={room.typeName}>
          {room.nights.map((night) => (
            <li key={night.date} className={styles.line}>
              <span>{day(night.date)}</span>
              <span>{night.amount}</span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Each night of the stay as `YYYY-MM-DD` (a day-use stay is priced as its one day). */
function nightsOf(selection: RoomSelection): string[] {
  const nights = Math.max(1, nightsBetween(selection.checkIn, selection.checkOut));
  return Array.from({ length: nights }, (_, night) => addDays(selection.checkIn, night));
}
