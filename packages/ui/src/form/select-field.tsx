import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds } from './field-frame';
import styles from './form.module.css';
import { useFieldError } from './use-field-error';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ("Select"), when the field starts unchosen. */
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  validate?: FieldValidator<string>;
  className?: string;
}

/** A native select: the phone's own picker, and every screen reader knows it. */
export function SelectField({ name, label, options, placeholder, hint, required, autoComplete, validate, className }: SelectFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: (value) => value ?? '' });
  const error = useFieldError(meta);
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        {...input}
        value={input.value ?? ''}
        id={ids.input}
        autoComplete={autoComplete}
        className={styles.select}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
