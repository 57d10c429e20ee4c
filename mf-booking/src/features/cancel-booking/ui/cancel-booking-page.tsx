import { PageFrame } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { $cancelled, $dialogOpen, $found, $problem, cancelPageClosed, cancelPageOpened } from '../model';
import styles from './cancel-booking.module.css';
import { CancelDialog } from './cancel-dialog';
import { CancelDone } from './cancel-done';
import { LookUpForm } from './look-up-form';
import { LookUpProblemText } from './look-up-problem';

/** SPEC 2.7 /cancel: find a booking by hotel, id and e-mail, confirm in a dialog, then see it cancelled. */
export function CancelBookingPage() {
  const [opened, closed] = useUnit([cancelPageOpened, cancelPageClosed]);
  const [found, problem, dialogOpen, cancelled] = useUnit([$found, $problem, $dialogOpen, $cancelled]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  return (
    <PageFrame pageId="cancel-reservation-page" title={<FormattedMessage id="booking.cancel.title" />}>
      <div className={styles.page}>
        {cancelled ? (
          <CancelDone cancelled={cancelled} />
        ) : (
          <>
            <p className={styles.intro}>
              <FormattedMessage id="booking.cancel.intro" />
            </p>
            <LookUpForm />
            {problem && <LookUpProblemText problem={problem} />}
          </>
        )}
      </div>
      {dialogOpen && found && <CancelDialog booking={found} />}
    </PageFrame>
  );
}
