import { defineMessages, FormattedMessage } from 'react-intl';
import type { ListStatus } from '../lib';
import styles from './my-bookings.module.css';

const labels = defineMessages({
  coming_up: { id: 'member.bookings.status.comingUp', description: 'Badge of a stay still to come (SPEC 4)' },
  done: { id: 'member.bookings.status.done', description: 'Badge of a completed stay (SPEC 4)' },
  cancelled: { id: 'member.bookings.status.cancelled', description: 'Badge of a cancelled booking (SPEC 4)' },
});

/** Icons drawn inline (no icon font to load); the text beside them carries the meaning, never colour alone. */
const icons: Record<ListStatus, string> = {
  // A walking figure.
  coming_up: 'M13 4a2 2 0 1 1-4 0 2 2 0 0 1 4 0ZM10 7l-3 2v4M10 7l3 3 3 1M10 7l-1 6 3 3v5M9 13l-3 8',
  done: 'M5 12l5 5 9-10',
  cancelled: 'M6 6l12 12M18 6L6 18',
};

/** SPEC 4 badges: coming up blue with a walking icon, completed green with a check, cancelled red with a cross. */
export function StatusBadge({ status }: { status: ListStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icons[status]} />
      </svg>
      <FormattedMessage {...labels[status]} />
    </span>
  );
}
