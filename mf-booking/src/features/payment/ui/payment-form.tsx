import type { PaymentMethodCode, PointBalance, Reservation } from '@hotel/contracts';
import { Button } from '@hotel/ui';
import { usePriceFormat } from '@hotel/ui/format';
import { focusFirstError } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardFields, emptyCard } from '../../card-payment';
import { holdHours } from '../lib/method-options';
import { paymentProblems } from '../lib/payment-validation';
import { priceDifference, updateNeedsCard } from '../lib/update-request';
import { $sending, type PaymentValues, paymentSubmitted } from '../model';
import { MethodChoice } from './method-choice';
import { PointsBlock } from './points-block';
import styles from './payment.module.css';

/** One array for the life of the page: react-final-form reads its decorators once. */
const decorators = [focusFirstError<PaymentValues>];

interface PaymentFormProps {
  methods: PaymentMethodCode[];
  total: number;
  isMember: boolean;
  points: PointBalance | null;
  /** The booking being changed, when this is an update. */
  original: Reservation | null;
  children?: ReactNode;
}

/** Method, card or points, and the one button that books (disabled while invalid or sending, SPEC 5). */
export function PaymentForm({ methods, total, isMember, points, original, children }: PaymentFormProps) {
  const intl = useIntl();
  const format = usePriceFormat();
  const [sending, submitted] = useUnit([$sending, paymentSubmitted]);
  const cardForUpdate = original !== null && updateNeedsCard(original, priceDifference(original, total));
  const validate = (values: PaymentValues) => {
    if (original) return {};
    const problems = paymentProblems(values.method, { isMember, points: points?.points ?? null, total });
    return Object.fromEntries(Object.entries(problems).map(([field, id]) => [field, intl.formatMessage({ id })]));
  };
  const initialMethod: PaymentMethodCode = original ? 'card' : (methods[0] ?? 'card');
  return (
    <Form<PaymentValues>
      // An update keeps the booking's own payment; only a dearer paid booking needs a card (any other code skips it).
      onSubmit={(values) => {
        submitted(original ? { ...values, method: cardForUpdate ? 'card' : 'onsite' } : values);
      }}
      validate={validate}
      decorators={decorators}
      initialValues={{ method: initialMethod, card: emptyCard }}
      render={({ handleSubmit, values, invalid }) => {
        const method = original ? (cardForUpdate ? 'card' : original.payment_method) : values.method;
        return (
          <form noValidate onSubmit={handleSubmit} className={styles.form} aria-label={intl.formatMessage({ id: 'booking.payment.title' })}>
            {!original && <MethodChoice methods={methods} />}
            {method === 'card' && (!original || cardForUpdate) && <CardFields />}
            {method === 'points' && !original && <PointsBlock isMember={isMember} points={points} total={total} />}
            {method === 'deferred' && !original && (
              <p className={styles.note}>
                <FormattedMessage id="booking.payment.deferred.note" values={{ hours: holdHours }} />
              </p>
            )}
            {children}
            <Button type="submit" className={styles.submit} disabled={invalid || sending} aria-busy={sending || undefined}>
              <FormattedMessage id={sending ? 'booking.payment.sending' : original ? 'booking.payment.submitUpdate' : 'booking.payment.submit'} values={{ total: format(total) }} />
            </Button>
          </form>
        );
      }}
    />
  );
}
