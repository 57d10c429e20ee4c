import { focusFirstError, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type SignInForm as SignInValues, validateSignIn } from '../forms';
import { $signInFailure, $signInPending, signInSubmitted } from '../sign-in-model';
import { FailureMessage } from './failure-message';
import styles from './login-forms.module.css';
import formStyles from './reset-password-form.module.css';
import { PasswordField } from './password-field';
import { StepLink } from './step-link';
import { SubmitButton } from './submit-button';

const decorators = [focusFirstError<SignInValues>];

/** The login drawer's sign-in mode (SPEC 2.8): e-mail and password, the error line, and the ways elsewhere. */
export function SignInForm() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [pending, failure, submitted] = useUnit([$signInPending, $signInFailure, signInSubmitted]);
  return (
    <>
      <Form<SignInValues>
        onSubmit={(values) => {
          submitted(values);
        }}
        validate={validateSignIn}
        decorators={decorators}
        render={({ handleSubmit }) => (
          <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
            <TextField name="email" type="email" inputMode="email" autoComplete="username" required label={text('member.login.email')} />
            <PasswordField
              name="password"
              autoComplete="current-password"
              label={text('member.login.password')}
              showLabel={text('member.login.showPassword')}
              hideLabel={text('member.login.hidePassword')}
            />
            {failure && <FailureMessage failure={failure} />}
            <SubmitButton pending={pending} label="member.login.signIn.submit" pendingLabel="member.login.signIn.submitting" />
          </form>
        )}
      />
      <p className={styles.links}>
        <StepLink to="forgotPassword" messageId="member.login.signIn.forgotPassword" />
        <StepLink to="lookUp" messageId="member.login.signIn.lookUp" />
      </p>
      <div className={styles.join}>
        <p>
          <FormattedMessage id="member.login.signIn.notMember" />
        </p>
        <StepLink to="signup" messageId="member.login.signIn.join" />
      </div>
    </>
  );
}
