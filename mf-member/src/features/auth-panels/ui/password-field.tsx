import { useFieldError } from '@hotel/ui/form';
import { useId, useState } from 'react';
import { useField } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './password-field.module.css';

interface PasswordFieldProps {
  name: string;
  label: string;
  /** Accessible names of the show/hide toggle, which say which field it reveals. */
  showLabel: string;
  hideLabel: string;
  hint?: string;
  autoComplete: 'new-password' | 'current-password';
}

/**
 * The react-final-form adapter for password inputs: label, hint, show/hide toggle, error under the field. The
 * error is a problem id of `@hotel/domain/validation` or a message id of this app.
 */
export function PasswordField({ name, label, showLabel, hideLabel, hint, autoComplete }: PasswordFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const [revealed, setRevealed] = useState(false);
  const id = useId();
  const [inputId, hintId, errorId] = [`${id}-input`, `${id}-hint`, `${id}-error`];
  // A validator's problem id (`required`) comes back translated; this app's own message ids are looked up here.
  const problem = useFieldError(meta);
  const errorMessage = problem && problem in intl.messages ? intl.formatMessage({ id: problem }) : problem;
  const describedBy = [hint && hintId, errorMessage && errorId].filter(Boolean).join(' ');
  return (
    <div className={errorMessage ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          aria-required="true"
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={revealed ? hideLabel : showLabel}
          aria-controls={inputId}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <FormattedMessage id={revealed ? 'member.form.hidePassword' : 'member.form.showPassword'} />
        </button>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
