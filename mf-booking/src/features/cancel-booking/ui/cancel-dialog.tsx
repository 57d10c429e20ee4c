import { focusFirstError } from '@hotel/ui/form';
import { Button } from '@hotel/ui';
import { Dialog, DialogBody, DialogFooter, DialogHeader, useDialogClose } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CancelReasonChoice, FoundBooking } from '../lib';
import { $cancelling, cancelConfirmed, dialogDismissed } from '../model';
import { BookingSummary } from './booking-summary';
import styles from './cancel-booking.module.css';
import { CancelMessageText } from './cancel-message';
import { FeeList } from './fee-list';
import { ReasonFields } from './reason-fields';
import { reasonMessages } from './reason-messages';

/** One array for the life of the page: react-final-form reads its decorators once. */
const decorators = [focusFirstError<ReasonValues>];

interface ReasonValues {
  category?: CancelReasonChoice;
  details?: string;
}


/** SPEC 2.7: what cancelling costs now, the policy, the reason, then Cancel or Cancel reservation. */
export function CancelDialog({ booking }: { booking: FoundBooking }) {
  const [dismiss, confirm] = useUnit([dialogDismissed, cancelConfirmed]);
  const intl = useIntl();
  const { reservation, settings } = booking;
  const submit = ({ category, details = '' }: ReasonValues) => {
    if (category) confirm({ category, reason: intl.formatMessage(reasonMessages[category]), details });
  };
  return (
    <Dialog shape="centred" phoneShape="full" onClose={dismiss} dismissOnOutsideClick={false} className={styles.dialog}>
      <DialogHeader title={<FormattedMessage id="booking.cancel.dialog.title" />} closeLabel={intl.formatMessage({ id: 'booking.cancel.dialog.close' })} />
      <Form<ReasonValues> decorators={decorators} onSubmit={submit}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.dialogForm}>
            <DialogBody>
              <BookingSummary reservation={reservation} />
              <h3 className={styles.subheading}>
                <FormattedMessage id="booking.cancel.fees.title" />
              </h3>
              <FeeList reservation={reservation} fees={settings.cancellation_fees} total={settings.cancellation_fee} />
              <a href={settings.cancellation_policy_link} target="_blank" rel="noreferrer" className={styles.policy}>
                <FormattedMessage id="booking.cancel.dialog.policy" />
              </a>
              {settings.can_cancel ? (
                <ReasonFields />
              ) : (
                <p className={styles.error}>
                  <FormattedMessage id="booking.cancel.dialog.notCancellable" />
                </p>
              )}
            </DialogBody>
            <DialogActions canCancel={settings.can_cancel} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}

function DialogActions({ canCancel }: { canCancel: boolean }) {
  const close = useDialogClose();
  const cancelling = useUnit($cancelling);
  return (
    <DialogFooter className={styles.actions}>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => close()}>
          <FormattedMessage id="booking.cancel.dialog.back" />
        </Button>
        {canCancel && (
          <Button type="submit" disabled={cancelling}>
            <FormattedMessage id="booking.cancel.dialog.confirm" />
          </Button>
        )}
      </div>
      <CancelMessageText />
    </DialogFooter>
  );
}
