import { focusFirstError, RadioGroupField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { type LookUpForm as LookUpValues, validateLookUp } from '../forms';
import { $lookUpFailure, $lookUpPending, $lookUpResult, lookUpSubmitted } from '../look-up-model';
import { defaultLookUpCountry } from '../phone-codes';
import { FailureMessage } from './failure-message';
import { LookUpFields } from './look-up-fields';
import styles from './login-forms.module.css';
import formStyles from './reset-password-form.module.css';
import { StepLink } from './step-link';
import { SubmitButton } from './submit-button';

const decorators = [focusFirstError<LookUpValues>];
const byMessageIds = {
  email: 'member.login.lookUp.byEmail',
  phone: 'member.login.lookUp.byPhone',
  card: 'member.login.lookUp.byCard',
} as const;
const initialValues: Partial<LookUpValues> = { by: 'email', country: defaultLookUpCountry };

/** The login drawer's look-up-account mode (SPEC 2.8): find the e-mail to sign in with by phone, e-mail or card. */
export function LookUpForm() {
  const intl = useIntl();
  const [pending, result, failure, submitted] = useUnit([$lookUpPending, $lookUpResult, $lookUpFailure, lookUpSubmitted]);
  const byOptions = Object.entries(byMessageIds).map(([by, id]) => ({ value: by, label: intl.formatMessage({ id }) }));
  return (
    <>
      <Form<LookUpValues>
        onSubmit={(values) => {
          submitted(values);
        }}
        initialValues={initialValues}
        validate={validateLookUp}
        decorators={decorators}
        subscription={{ values: true }}
        render={({ handleSubmit, values }) => (
          <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
            <p className={formStyles.intro}>
              <FormattedMessage id="member.login.lookUp.intro" />
            </p>
            <RadioGroupField name="by" legend={intl.formatMessage({ id: 'member.login.lookUp.by' })} options={byOptions} required />
            <LookUpFields by={values.by ?? 'email'} />
            <div aria-live="polite">
              {result && (
                <p className={styles.result}>
                  {result.matched ? (
                    <FormattedMessage id="member.login.lookUp.found" values={{ email: result.maskedEmail, strong: (chunks) => <strong>{chunks}</strong> }} />
                  ) : (
                    <FormattedMessage id="member.login.lookUp.notFound" />
                  )}
                </p>
              )}
            </div>
            {failure && <FailureMessage failure={failure} />}
            <SubmitButton pending={pending} label="member.login.lookUp.submit" pendingLabel="member.login.lookUp.submitting" />
          </form>
        )}
      />
      <p className={styles.links}>
        <StepLink to="signIn" messageId="member.login.lookUp.signIn" />
        <StepLink to="signup" messageId="member.login.lookUp.signUp" />
      </p>
    </>
  );
}
