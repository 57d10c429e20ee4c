import { FieldFrame, useFieldError, useFieldIds } from '@hotel/ui/form';
import { useState } from 'react';
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
 * The react-final-form adapter for password inputs: the site's one field frame (label with its required mark,
 * hint, error under the field) around the input and its show/hide toggle. The error is a problem id of
 * `@hotel/domain/validation` or a message id of this app.
 */
export function PasswordField({ name, label, showLabel, hideLabel, hint, autoComplete }: PasswordFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const [revealed, setRevealed] = useState(false);
  // A validator's problem id (`required`) comes back translated; this app's own message ids are looked up here.
  const problem = useFieldError(meta);
  const errorMessage = problem && problem in intl.messages ? intl.formatMessage({ id: problem }) : problem;
  const ids = useFieldIds(hint, errorMessage);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={errorMessage} required>
      <div className={errorMessage ? `${styles.control} ${styles.invalid}` : styles.control}>
        <input
          {...input}
          id={ids.input}
          className={styles.input}
          type={revealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          aria-required="true"
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={revealed ? hideLabel : showLabel}
          aria-controls={ids.input}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <FormattedMessage id={revealed ? 'member.form.hidePassword' : 'member.form.showPassword'} />
        </button>
      </div>
    </FieldFrame>
  );
}
