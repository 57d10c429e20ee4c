import { otpLength } from '@hotel/domain/validation';
import { Button } from '@hotel/ui';
import { focusFirstError, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { otpField } from '../lib/field-validators';
import { $codesSent, $otpFailure, $offlineNotice, $session, $verifying, backToFormRequested, otpSubmitted } from '../model';
import { FailureMessage, OfflineAlert } from './failure-message';
import { ResendButton } from './resend-button';
import styles from './sign-up.module.css';

interface OtpValues {
  otp: string;
}

const decorators = [focusFirstError<OtpValues>];
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** SPEC 4 OTP step: the 6-digit code e-mailed to the visitor, Resend after a wait, and Back to the form. */
export function OtpStep() {
  const intl = useIntl();
  const [session, failure, offline, verifying, codesSent] = useUnit([$session, $otpFailure, $offlineNotice, $verifying, $codesSent]);
  const [submitted, back] = useUnit([otpSubmitted, backToFormRequested]);
  return (
    <div className={styles.form}>
      <p className={styles.intro}>
        <FormattedMessage id="member.signup.otpIntro" values={{ email: session?.email ?? '', digits: otpLength }} />
      </p>
      <Form<OtpValues>
        onSubmit={({ otp }) => {
          submitted(otp);
        }}
        decorators={decorators}
        subscription={{}}
        render={({ handleSubmit }) => (
          <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={verifying || undefined}>
            <TextField
              name="otp"
              label={intl.formatMessage({ id: 'member.signup.otp' })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={otpLength}
              parse={digitsOnly}
              required
              validate={otpField}
            />
            {failure && <FailureMessage failure={failure} />}
            {offline && <OfflineAlert />}
            <Button type="submit" disabled={verifying}>
              <FormattedMessage id={verifying ? 'member.signup.verifying' : 'member.signup.verify'} />
            </Button>
          </form>
        )}
      />
      <div className={styles.actions}>
        <ResendButton key={codesSent} />
        <Button variant="secondary" onClick={back}>
          <FormattedMessage id="member.signup.back" />
        </Button>
      </div>
    </div>
  );
}
