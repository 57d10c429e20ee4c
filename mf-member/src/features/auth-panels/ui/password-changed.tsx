import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { signInStepRequested } from '../model';
import styles from './reset-password-form.module.css';

/** The forgot-password success screen with its "Go to sign in" button (SPEC 2.8). */
export function PasswordChanged() {
  const goToSignIn = useUnit(signInStepRequested);
  return (
    <div className={styles.done}>
      <svg className={styles.doneIcon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <p className={styles.intro}>
        <FormattedMessage id="member.resetPassword.signInHint" />
      </p>
      <Button className={styles.submit} onClick={goToSignIn}>
        <FormattedMessage id="member.resetPassword.goToSignIn" />
      </Button>
    </div>
  );
}
