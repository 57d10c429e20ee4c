import { otpLength } from '@hotel/domain/validation';
import { Button } from '@hotel/ui';
import { focusFirstError, TextField } from '@hotel/ui/form';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { $codeSentAt, $otpFailure, $otpPending, $resetSession, otpSubmitted, resendRequested } from '../forgot-password-model';
import { type OtpForm as OtpValues, validateOtp } from '../forms';
import { otpResendDelayMs } from '../lib';
import { FailureMessage } from './failure-message';
import styles from './login-forms.module.css';
import formStyles from './reset-password-form.module.css';
import { StepLink } from './step-link';
import { SubmitButton } from './submit-button';
import { useSecondsLeft } from './use-seconds-left';

const decorators = [focusFirstError<OtpValues>];

/** The forgot-password OTP step (SPEC 4): 6 digits, and Resend only 60 s after the last code went out. */
export function OtpForm() {
  const intl = useIntl();
  const [session, sentAt, pending, failure, submitted, resend] = useUnit([$resetSession, $codeSentAt, $otpPending, $otpFailure, otpSubmitted, resendRequested]);
  const secondsLeft = useSecondsLeft(sentAt, otpResendDelayMs);
  return (
    <>
      <Form<OtpValues>
        onSubmit={(values) => {
          submitted(values);
        }}
        validate={validateOtp}
        decorators={decorators}
        render={({ handleSubmit }) => (
          <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
            <p className={formStyles.intro}>
              <FormattedMessage id="member.login.otp.intro" values={{ email: session?.email ?? '' }} />
            </p>
            <TextField
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={otpLength}
              required
              label={intl.formatMessage({ id: 'member.login.otp.code' })}
              parse={(value) => value.replace(/\D/g, '')}
            />
            {failure && <FailureMessage failure={failure} />}
            <SubmitButton pending={pending} label="member.login.otp.submit" pendingLabel="member.login.otp.submitting" />
          </form>
        )}
      />
      <div className={styles.resend}>
        <Button variant="secondary" disabled={secondsLeft > 0 || pending} onClick={() => resend()}>
          <FormattedMessage id="member.login.otp.resend" />
        </Button>
        <p className={styles.countdown} role="timer" aria-live="off">
          {secondsLeft > 0 && <FormattedMessage id="member.login.otp.resendIn" values={{ seconds: secondsLeft }} />}
        </p>
      </div>
      <p className={styles.links}>
        <StepLink to="forgotPassword" messageId="member.login.otp.back" />
      </p>
    </>
  );
}
