import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FieldFrame, useFieldIds } from './field-frame';
import styles from './form.module.css';
import { formText } from './problem-messages';
import { useFieldError } from './use-field-error';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  validate?: FieldValidator<string>;
  className?: string;
}

/** SPEC 5: a textarea shows its length against the maximum and has 4 rows. */
export function TextAreaField({ name, label, hint, required, maxLength = 300, rows = 4, validate, className }: TextAreaFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: (value) => value ?? '' });
  const error = useFieldError(meta);
  const ids = useFieldIds(hint, error);
  const counter = useCounterText((input.value ?? '').length, maxLength);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      aside={
        <span className={styles.counter} aria-live="polite">
          {counter}
        </span>
      }
    >
      <textarea
        {...input}
        value={input.value ?? ''}
        id={ids.input}
        rows={rows}
        maxLength={maxLength}
        className={styles.textarea}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

function useCounterText(count: number, max: number): string {
  const locale = useUnit($locale);
  const intl = useIntl();
  return formText('counter', locale, { count: intl.formatNumber(count), max: intl.formatNumber(max) }) ?? `${count}/${max}`;
}
