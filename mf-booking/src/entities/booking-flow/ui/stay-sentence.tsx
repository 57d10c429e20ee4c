import { roomSelectionKey } from '@hotel/bus';
import type { RoomSelection } from '@hotel/contracts';
import { useFirstPaintLead } from '@hotel/ui/first-paint';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { partyOf } from '../lib/party';
import styles from './funnel.module.css';

const leadSources = [roomSelectionKey];

/**
 * SPEC 2.6 progress summary: "You have selected {hotel} for {dates} for N people". The largest line of the
 * booking steps, so it is kept for the next load's first paint.
 */
export function StaySentence({ selection }: { selection: RoomSelection }) {
  const intl = useIntl();
  const sentence = useRef<HTMLParagraphElement>(null);
  const { guests, rooms } = partyOf(selection);
  const dates = intl.formatDateTimeRange(dayOf(selection.checkIn), dayOf(selection.checkOut), { dateStyle: 'medium', timeZone: 'UTC' });
  useFirstPaintLead(sentence, `${selection.hotelName} ${dates} ${guests}`, leadSources);
  return (
    <p ref={sentence} className={styles.sentence}>
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
