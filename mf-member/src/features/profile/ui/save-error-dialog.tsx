import { Button } from '@hotel/ui';
import { Dialog, DialogTitle } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $saveError, saveErrorDismissed } from '../model';
import styles from './save-error-dialog.module.css';

/** SPEC 8 profile save failure: a popup titled 'Error' with the first error message; the form keeps its entries. */
export function SaveErrorDialog() {
  const [error, dismiss] = useUnit([$saveError, saveErrorDismissed]);
  if (!error) return null;
  return (
    <Dialog role="alertdialog" shape="centred" onClose={() => dismiss()} aria-describedby="profile-save-error" className={styles.dialog}>
      <DialogTitle>
        <FormattedMessage id="member.profile.saveErrorTitle" />
      </DialogTitle>
      <p id="profile-save-error">{error.message ?? <FormattedMessage id="member.profile.saveErrorFallback" />}</p>
      <Button onClick={() => dismiss()} data-autofocus>
        <FormattedMessage id="member.profile.saveErrorClose" />
      </Button>
    </Dialog>
  );
}
