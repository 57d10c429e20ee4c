import { Button } from '@hotel/ui';
import { usePriceFormat } from '@hotel/ui/format';
import { Dialog, DialogBody, DialogFooter, DialogHeader } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CardValues, CardFields, CardTokenError, emptyCard } from '../../card-payment';
import { $payProblem, $paying, cardSubmitted, payNowClosed } from '../pay-model';
import styles from './confirmation.module.css';

const initialValues = { card: emptyCard };

/** The card form of "Pay now"; it stays open, with what was typed, until the payment goes through. */
export function PayNowDialog({ total }: { total: number }) {
  const intl = useIntl();
  const price = usePriceFormat();
  const [problem, paying, submit, close] = useUnit([$payProblem, $paying, cardSubmitted, payNowClosed]);
  return (
    <Dialog shape="centred" phoneShape="full" dismissOnOutsideClick={false} onClose={() => close()}>
      <DialogHeader title={<FormattedMessage id="booking.confirmation.payNowTitle" />} closeLabel={intl.formatMessage({ id: 'booking.confirmation.close' })} />
      <Form<{ card: CardValues }> initialValues={initialValues} onSubmit={({ card }) => {
        submit(card);
      }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <DialogBody>
              <p className={styles.muted}>
                <FormattedMessage id="booking.confirmation.payNowAmount" values={{ amount: price(total) }} />
              </p>
              {problem?.kind === 'card' && <CardTokenError code={problem.code} />}
              {problem?.kind === 'failure' && (
                <p role="alert" className={styles.cancelled}>
                  {problem.message}
                </p>
              )}
              <CardFields prefix="card" />
            </DialogBody>
            <DialogFooter>
              <Button type="submit" disabled={paying} aria-busy={paying || undefined}>
                <FormattedMessage id="booking.confirmation.payNowSubmit" values={{ amount: price(total) }} />
              </Button>
            </DialogFooter>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
