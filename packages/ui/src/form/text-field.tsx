import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { FieldFrame, useFieldIds } from './field-frame';
import styles from './form.module.css';
import { useFieldError } from './use-field-error';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  validate?: FieldValidator<string>;
  /** What the visitor types becomes this (digits only, upper case …), before validation. */
  parse?: (value: string) => string;
  disabled?: boolean;
  className?: string;
}

/** A react-final-form text input with its label, hint and error (SPEC 5: default max length 300). */
export function TextField({ name, label, hint, required, type = 'text', maxLength = 300, validate, parse, className, ...rest }: TextFieldProps) {
  const { input, meta } = useField<string>(name, { validate, parse: parse ? (value) => parse(value ?? '') : (value) => value ?? '' });
  const error = useFieldError(meta);
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        {...input}
        {...rest}
        value={input.value ?? ''}
        id={ids.input}
        type={type}
        maxLength={maxLength}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
