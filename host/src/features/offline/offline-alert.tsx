import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $offlineAlertVisible, offlineAlertDismissed } from './model';
import styles from './offline-alert.module.css';

/** SPEC 2.8: a dismissible bottom alert while the connection is lost. */
export function OfflineAlert() {
  const [visible, dismiss] = useUnit([$offlineAlertVisible, offlineAlertDismissed]);
  const intl = useIntl();
  if (!visible) return null;
  return (
    <div className={styles.alert} role="alert">
      <span>
        <FormattedMessage id="offline.banner" />
      </span>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={intl.formatMessage({ id: 'offline.dismiss' })}>
        ×
      </button>
    </div>
  );
}
