import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { $resending, resendRequested } from '../model';
import styles from './sign-up.module.css';
import { useCountdown } from './use-countdown';

/** SPEC 9: a new code may be asked for 60 000 ms after the last one was sent. */
export const otpResendDelayMs = 60_000;

/**
 * "Resend" with its countdown (SPEC 4). Rendered anew (by key) for every code sent, so each send starts the
 * wait again. The seconds are a description, not the name, so a screen reader is not told every tick.
 */
export function ResendButton() {
  const [resending, resend] = useUnit([$resending, resendRequested]);
  const secondsLeft = useCountdown(otpResendDelayMs);
  const hintId = useId();
  return (
    <>
      <Button variant="secondary" disabled={secondsLeft > 0 || resending} onClick={resend} aria-describedby={secondsLeft > 0 ? hintId : undefined}>
        <FormattedMessage id="member.signup.resend" />
      </Button>
      {secondsLeft > 0 && (
        <p id={hintId} className={styles.hint}>
          <FormattedMessage id="member.signup.resendIn" values={{ seconds: secondsLeft }} />
        </p>
      )}
    </>
  );
}
