import { focusFirstError, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { $requestFailure, $requestPending, forgotPasswordSubmitted } from '../forgot-password-model';
import { type ForgotPasswordForm as ForgotValues, validateForgotPassword } from '../forms';
import { FailureMessage } from './failure-message';
import styles from './login-forms.module.css';
import { PasswordField } from './password-field';
import formStyles from './reset-password-form.module.css';
import { StepLink } from './step-link';
import { SubmitButton } from './submit-button';

const decorators = [focusFirstError<ForgotValues>];

/** The forgot-password mode (SPEC 2.8, 4): the e-mail and the new password twice; a code is sent to the e-mail. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [pending, failure, submitted] = useUnit([$requestPending, $requestFailure, forgotPasswordSubmitted]);
  return (
    <>
      <Form<ForgotValues>
        onSubmit={(values) => {
          submitted(values);
        }}
        validate={validateForgotPassword}
        decorators={decorators}
        render={({ handleSubmit }) => (
          <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
            <p className={formStyles.intro}>
              <FormattedMessage id="member.login.forgot.intro" />
            </p>
            <TextField name="email" type="email" inputMode="email" autoComplete="username" required label={text('member.login.email')} />
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
            {failure && <FailureMessage failure={failure} />}
            <SubmitButton pending={pending} label="member.login.forgot.submit" pendingLabel="member.login.forgot.submitting" />
          </form>
        )}
      />
      <p className={styles.links}>
        <StepLink to="signIn" messageId="member.login.backToSignIn" />
      </p>
    </>
  );
}
