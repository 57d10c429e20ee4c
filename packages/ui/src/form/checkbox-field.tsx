import type { ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldErrorText, useFieldIds } from './field-frame';
import styles from './form.module.css';
import { useFieldError } from './use-field-error';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  validate?: FieldValidator<boolean>;
  className?: string;
}

/** A checkbox with its label beside it; when it must be ticked, its error style shows until it is (SPEC 5). */
export function CheckboxField({ name, label, hint, required, validate, className }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox', validate });
  const error = useFieldError(meta);
  const ids = useFieldIds(hint, error);
  return (
    <div className={[styles.checkField, error ? styles.invalid : null, className].filter(Boolean).join(' ')}>
      <label className={styles.checkLabel}>
        <input
          name={input.name}
          checked={input.checked ?? false}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          type="checkbox"
          id={ids.input}
          className={styles.checkbox}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrorText id={ids.error} error={error} />
    </div>
  );
}
