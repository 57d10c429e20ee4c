import { $online } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $memberRetrying, $memberUnreachable, memberRetryClicked } from '../session';
import { $offlineAlertVisible, offlineAlertDismissed } from './model';
import styles from './offline-alert.module.css';

/**
 * SPEC 2.8: a dismissible bottom alert while the connection is lost. The same bar tells a signed-in member whose
 * details got no answer (the header cannot greet them) and lets them try again; while the browser is offline the
 * offline alert says it all, and the page reloads when the connection is back.
 */
export function OfflineAlert() {
  const [visible, dismiss, online, unreachable, retrying, retry] = useUnit([
    $offlineAlertVisible,
    offlineAlertDismissed,
    $online,
    $memberUnreachable,
    $memberRetrying,
    memberRetryClicked,
  ]);
  const intl = useIntl();
  if (online && unreachable) {
    return (
      <div className={styles.alert} role="status">
        <span>
          <FormattedMessage id="header.memberUnreachable" />
        </span>
        <button type="button" className={styles.retry} onClick={() => retry()} disabled={retrying}>
          <FormattedMessage id="header.memberRetry" />
        </button>
      </div>
    );
  }
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
