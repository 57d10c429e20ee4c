import { SelectField, TextField } from '@hotel/ui/form';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styles from './card-fields.module.css';
import { expiryMonths, expiryValidator, expiryYears, todayIso, validateCvc, validateHolder, validateMonth, validateNumber } from './card-validators';

export interface CardFieldsProps {
  /** The form's key of the card: fields are `${prefix}.number`, `.expMonth`, `.expYear`, `.cvc`, `.holder`. */
  prefix?: string;
  /** `YYYY-MM-DD` the expiry is judged against; the visitor's today when not given. */
  today?: string;
}

/** Card number, expiry, security code and holder for react-final-form, checked before a token is asked for. */
export function CardFields({ prefix = 'card', today }: CardFieldsProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const day = today ?? todayIso();
  const validateYear = useMemo(() => expiryValidator(`${prefix}.expMonth`, day), [prefix, day]);
  const monthOptions = expiryMonths.map((month) => ({ value: month, label: month }));
  const yearOptions = expiryYears(day).map((year) => ({ value: year, label: year }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text('booking.card.legend')}</legend>
      <TextField
        name={`${prefix}.number`}
        label={text('booking.card.number')}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        parse={keepDigitsAndSpaces}
        validate={validateNumber}
      />
      <div className={styles.expiry} role="group" aria-label={text('booking.card.expiry')}>
        <SelectField name={`${prefix}.expMonth`} label={text('booking.card.expMonth')} options={monthOptions} placeholder={text('booking.card.choose')} required autoComplete="cc-exp-month" validate={validateMonth} />
        <SelectField name={`${prefix}.expYear`} label={text('booking.card.expYear')} options={yearOptions} placeholder={text('booking.card.choose')} required autoComplete="cc-exp-year" validate={validateYear} />
      </div>
      <TextField
        name={`${prefix}.cvc`}
        label={text('booking.card.cvc')}
        hint={text('booking.card.cvcHint')}
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        parse={keepDigits}
        validate={validateCvc}
        className={styles.cvc}
      />
      <TextField name={`${prefix}.holder`} label={text('booking.card.holder')} hint={text('booking.card.holderHint')} required autoComplete="cc-name" maxLength={60} validate={validateHolder} />
    </fieldset>
  );
}

/** Spaces between groups are fine to type; anything else but digits is never kept. */
const keepDigitsAndSpaces = (value: string) => value.replace(/[^\d ]/g, '');
const keepDigits = (value: string) => value.replace(/\D/g, '');
