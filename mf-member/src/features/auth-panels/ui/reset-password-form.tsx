import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type NewPasswordForm, validateNewPassword } from '../lib';
import { $resetFailure, $resetPending, newPasswordSubmitted } from '../model';
import { PasswordField } from './password-field';
import { ResetFailureMessage } from './reset-failure-message';
import styles from './reset-password-form.module.css';

/** The login drawer's reset-password step: a new password, entered twice (SPEC 2.8, SPEC 5 "Passwords"). */
export function ResetPasswordForm() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [pending, failure, submitted] = useUnit([$resetPending, $resetFailure, newPasswordSubmitted]);
  return (
    <Form<NewPasswordForm>
      onSubmit={(values) => {
        submitted(values);
      }}
      validate={validateNewPassword}
      render={({ handleSubmit }) => (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <p className={styles.intro}>
            <FormattedMessage id="member.resetPassword.intro" />
          </p>
          <PasswordField
            name="password"
            autoComplete="new-password"
            label={text('member.resetPassword.newPassword')}
            hint={text('member.resetPassword.newPasswordHint')}
            showLabel={text('member.resetPassword.showNewPassword')}
            hideLabel={text('member.resetPassword.hideNewPassword')}
          />
          <PasswordField
            name="passwordConfirmation"
            autoComplete="new-password"
            label={text('member.resetPassword.confirmPassword')}
            showLabel={text('member.resetPassword.showConfirmPassword')}
            hideLabel={text('member.resetPassword.hideConfirmPassword')}
          />
          {failure && <ResetFailureMessage failure={failure} />}
          <Button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
            {pending && <span className={styles.spinner} aria-hidden="true" />}
            <FormattedMessage id={pending ? 'member.resetPassword.submitting' : 'member.resetPassword.submit'} />
          </Button>
        </form>
      )}
    />
  );
}
