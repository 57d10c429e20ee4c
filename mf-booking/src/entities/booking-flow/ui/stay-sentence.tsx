import type { RoomSelection } from '@hotel/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { partyOf } from '../lib/party';
import styles from './funnel.module.css';

/** SPEC 2.6 progress summary: "You have selected {hotel} for {dates} for N people". */
export function StaySentence({ selection }: { selection: RoomSelection }) {
  const intl = useIntl();
  const { guests, rooms } = partyOf(selection);
  const dates = intl.formatDateTimeRange(dayOf(selection.checkIn), dayOf(selection.checkOut), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <p className={styles.sentence}>
      <FormattedMessage
        id="booking.steps.sentence"
        values={{ hotel: selection.hotelName, dates, guests, rooms, b: (chunks) => <strong>{chunks}</strong> }}
      />
    </p>
  );
}

/** A `YYYY-MM-DD` day as a date that formats the same in every time zone (formatted in UTC). */
export function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
