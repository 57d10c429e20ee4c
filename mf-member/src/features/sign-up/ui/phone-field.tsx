import { phoneMaxDigits, phoneProblem } from '@hotel/domain/validation';
import { FieldFrame, useFieldError, useFieldIds } from '@hotel/ui/form';
import { getIn } from 'final-form';
import { type ReactNode, useCallback } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { defaultDialCode, dialCodes } from '../lib/countries';
import styles from './phone-field.module.css';

export interface PhoneFieldProps {
  /** The number's field, e.g. `phoneNumber` or `landlinePhoneNumber` (SPEC 3 member profile). */
  name: string;
  /** Its prefix's field, e.g. `phoneNumberPrefix`; empty means "the default", which follows the country. */
  prefixName: string;
  label: ReactNode;
  required?: boolean;
  /** The form's country field, whose dialling code is the default prefix. */
  countryField?: string;
}

/** SPEC 5 Phone: "only digits are accepted in the input"; hyphens too, as the Japanese rule allows them. */
const digitsAndHyphens = (value: string | undefined) => (value ?? '').replace(/[^\d-]/g, '');

/**
 * A phone number with its country code (SPEC 2.8 "a phone-code dropdown"), judged as it will be sent: the
 * Japanese rule at prefix 81, otherwise 1 to 15 digits (SPEC 5).
 */
export function PhoneField({ name, prefixName, label, required = false, countryField = 'country' }: PhoneFieldProps) {
  const intl = useIntl();
  const country = useField<string>(countryField, { subscription: { value: true } }).input.value;
  const prefix = useField<string>(prefixName, { parse: (value) => value ?? '' }).input;
  const validate = useCallback(
    (value: string | undefined, allValues: object) => {
      const countryCode = String(getIn(allValues, prefixName) || defaultDialCode(getIn(allValues, countryField)));
      return phoneProblem(value ?? '', { required, countryCode }) ?? undefined;
    },
    [prefixName, countryField, required],
  );
  const { input, meta } = useField<string>(name, { validate, parse: digitsAndHyphens });
  const error = useFieldError(meta);
  const ids = useFieldIds(undefined, error);
  return (
    <FieldFrame ids={ids} label={label} error={error} required={required}>
      <div className={styles.controls}>
        <select
          {...prefix}
          value={prefix.value || defaultDialCode(country)}
          className={styles.prefix}
          aria-label={intl.formatMessage({ id: 'member.signup.phonePrefix' })}
          autoComplete="tel-country-code"
        >
          {dialCodes.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
        <input
          {...input}
          value={input.value ?? ''}
          id={ids.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={phoneMaxDigits}
          className={error ? `${styles.number} ${styles.invalid}` : styles.number}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
    </FieldFrame>
  );
}
