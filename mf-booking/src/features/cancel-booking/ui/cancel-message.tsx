import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $cancelMessage } from '../model';
import styles from './cancel-booking.module.css';

/** SPEC 8: the cancel's message under the buttons, green on success, red on failure. */
export function CancelMessageText() {
  const message = useUnit($cancelMessage);
  if (!message) return null;
  if (message.kind === 'success') {
    return (
      <p role="status" className={styles.success}>
        {message.title}
      </p>
    );
  }
  return (
    <p role="alert" className={styles.error}>
      {message.kind === 'offline' ? <FormattedMessage id="booking.cancel.problem.offline" /> : message.title}
    </p>
  );
}
