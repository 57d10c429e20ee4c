import { Button } from '@hotel/ui';
import { focusFirstError, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { useCallback, useEffect } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePasswordProblems, type ChangePasswordValues } from '../lib';
import { $failure, $formGeneration, $pending, changePasswordClosed, passwordChangeSubmitted } from '../model';
import styles from './change-password.module.css';

/** One array for the life of the page: react-final-form reads its decorators once. */
const decorators = [focusFirstError<ChangePasswordValues>];

/** SPEC 2.8 Change password: the current password, then the new one twice; nothing is sent until all is valid. */
export function ChangePassword() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [pending, failure, generation, submitted, closed] = useUnit([$pending, $failure, $formGeneration, passwordChangeSubmitted, changePasswordClosed]);
  useEffect(() => () => closed(), [closed]);
  const validate = useCallback(
    (values: Partial<ChangePasswordValues>) => {
      const problems: Partial<Record<keyof ChangePasswordValues, string>> = changePasswordProblems(values);
      // SPEC 5: the change flow says "Re password not match" where other forms say "Please enter same password".
      if (problems.confirmNewPassword === 'samePassword') problems.confirmNewPassword = intl.formatMessage({ id: 'member.password.mismatch' });
      return problems;
    },
    [intl],
  );
  return (
    <Form<ChangePasswordValues>
      // A new form after each change: the fields are cleared and untouched again.
      key={generation}
      decorators={decorators}
      validate={validate}
      onSubmit={(values) => {
        submitted({ values, successMessage: text('member.password.changed') });
      }}
      render={({ handleSubmit }) => (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <TextField name="oldPassword" type="password" autoComplete="current-password" required label={text('member.password.oldPassword')} />
          <TextField
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            label={text('member.password.newPassword')}
            hint={text('member.password.newPasswordHint')}
          />
          <TextField name="confirmNewPassword" type="password" autoComplete="new-password" required label={text('member.password.confirmNewPassword')} />
          {failure && (
            <p className={styles.failure} role="alert">
              {failure.kind === 'refused' ? failure.message : <FormattedMessage id="member.password.unexpected" />}
            </p>
          )}
          <Button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
            <FormattedMessage id={pending ? 'member.password.submitting' : 'member.password.submit'} />
          </Button>
        </form>
      )}
    />
  );
}
