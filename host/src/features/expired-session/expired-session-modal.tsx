import { $locale, authPanelRequested } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import { $expiredModalOpen, expiredModalClosed } from '../session';
import styles from './expired-session-modal.module.css';

/** SPEC 4: the login could not be renewed; the member was logged out and may log in again. */
export function ExpiredSessionModal() {
  const [open, close, locale] = useUnit([$expiredModalOpen, expiredModalClosed, $locale]);
  const navigate = useNavigate();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  if (!open) return null;
  const logIn = () => {
    close();
    authPanelRequested('login');
    navigate(localizedPath('/login', locale));
  };
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby="expired-title" aria-describedby="expired-body" onKeyDown={(e) => e.key === 'Escape' && close()}>
        <h2 id="expired-title" className={styles.title}>
          <FormattedMessage id="session.expired.title" />
        </h2>
        <p id="expired-body">
          <FormattedMessage id="session.expired.body" />
        </p>
        <div className={styles.actions}>
          <Button ref={first} onClick={logIn}>
            <FormattedMessage id="session.expired.login" />
          </Button>
          <Button variant="secondary" onClick={close}>
            <FormattedMessage id="session.expired.close" />
          </Button>
        </div>
      </div>
    </div>
  );
}
