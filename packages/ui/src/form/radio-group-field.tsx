import { type ReactNode, useId } from 'react';
import type { FieldValidator } from 'final-form';
import { useField, useFormState } from 'react-final-form';
import fieldset from '../primitives/fieldset.module.css';
import { FieldErrorText } from './field-frame';
import styles from './form.module.css';
import { useFieldError } from './use-field-error';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** More about the choice, under its label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  required?: boolean;
  validate?: FieldValidator<string>;
  className?: string;
}

/** One choice of several, as a fieldset of radio buttons named by its legend. */
export function RadioGroupField({ name, legend, options, required, validate, className }: RadioGroupFieldProps) {
  const { meta } = useField<string>(name, { validate, subscription: { error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true } });
  const error = useFieldError(meta);
  const id = useId();
  const [legendId, errorId] = [`${id}-legend`, `${id}-error`];
  // A radiogroup (not a bare fieldset) may say it is required and invalid; the legend still names it.
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className={[fieldset.group, error ? styles.invalid : null, className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
    >
      <legend id={legendId} className={fieldset.legend}>
        {legend}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <RadioChoice key={option.value} name={name} option={option} />
        ))}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}

function RadioChoice({ name, option }: { name: string; option: RadioOption }) {
  const { input } = useField<string>(name, { type: 'radio', value: option.value });
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <label className={[styles.radio, input.checked ? styles.radioChecked : null].filter(Boolean).join(' ')}>
      <input {...input} type="radio" disabled={option.disabled || submitting} className={styles.radioInput} />
      <span className={styles.radioText}>
        <span className={styles.radioLabel}>{option.label}</span>
        {option.description && <span className={styles.hint}>{option.description}</span>}
      </span>
    </label>
  );
}
