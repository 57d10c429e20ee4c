import { Button } from '@hotel/ui';
import { Dialog, DialogBody, DialogFooter, DialogHeader, useDialogClose } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  $cancelling,
  $dialogOpen,
  $failure,
  cancelMembershipConfirmed,
  cancelMembershipDismissed,
  cancelMembershipRequested,
} from '../model';
import styles from './cancel-membership.module.css';

/** Ends the membership after a confirmation that says the bookings are kept; the host then logs out. */
export function CancelMembership() {
  const [open, request] = useUnit([$dialogOpen, cancelMembershipRequested]);
  return (
    <section className={styles.section}>
      <Button variant="secondary" className={styles.open} onClick={() => request()}>
        <FormattedMessage id="member.cancelMembership.open" />
      </Button>
      {open && <ConfirmDialog />}
    </section>
  );
}

function ConfirmDialog() {
  const intl = useIntl();
  const explanationId = useId();
  const [failure, dismiss] = useUnit([$failure, cancelMembershipDismissed]);
  return (
    <Dialog shape="centred" phoneShape="sheet" role="alertdialog" onClose={dismiss} aria-describedby={explanationId}>
      <DialogHeader title={<FormattedMessage id="member.cancelMembership.title" />} closeLabel={intl.formatMessage({ id: 'member.cancelMembership.close' })} />
      <DialogBody>
        <p id={explanationId} className={styles.explanation}>
          <FormattedMessage id="member.cancelMembership.explanation" />
        </p>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure.kind === 'refused' ? failure.message : <FormattedMessage id="member.cancelMembership.failed" />}
          </p>
        )}
      </DialogBody>
      <DialogActions />
    </Dialog>
  );
}

function DialogActions() {
  const close = useDialogClose();
  const [cancelling, confirm] = useUnit([$cancelling, cancelMembershipConfirmed]);
  return (
    <DialogFooter className={styles.actions}>
      <Button variant="secondary" onClick={() => close()} data-autofocus>
        <FormattedMessage id="member.cancelMembership.keep" />
      </Button>
      <Button className={styles.confirm} onClick={() => confirm()} disabled={cancelling} aria-busy={cancelling || undefined}>
        <FormattedMessage id="member.cancelMembership.confirm" />
      </Button>
    </DialogFooter>
  );
}
