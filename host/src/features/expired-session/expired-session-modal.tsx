import { $locale, authPanelRequested } from '@hotel/bus';
import { localizedPath } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { Dialog, DialogTitle } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '@hotel/ui/router';
import { $expiredModalOpen, expiredModalClosed } from '../session';
import styles from './expired-session-modal.module.css';

/** SPEC 4: the login could not be renewed; the member was logged out and may log in again. */
export function ExpiredSessionModal() {
  const [open, close, locale] = useUnit([$expiredModalOpen, expiredModalClosed, $locale]);
  const navigate = useNavigate();
  if (!open) return null;
  const logIn = () => {
    close();
    authPanelRequested('login');
    navigate(localizedPath('/login', locale));
  };
  return (
    <Dialog shape="centred" role="alertdialog" aria-describedby="expired-body" className={styles.dialog} onClose={close} dismissOnOutsideClick={false}>
      <DialogTitle className={styles.title}>
        <FormattedMessage id="session.expired.title" />
      </DialogTitle>
      <p id="expired-body">
        <FormattedMessage id="session.expired.body" />
      </p>
      <div className={styles.actions}>
        <Button onClick={logIn}>
          <FormattedMessage id="session.expired.login" />
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          <FormattedMessage id="session.expired.close" />
        </Button>
      </div>
    </Dialog>
  );
}
