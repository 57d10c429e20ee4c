import { authPanelRequested } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $result } from '../model';
import styles from './sign-up.module.css';

/**
 * SPEC 2.8 thank-you with a login button: the new member is asked to confirm the e-mail address (the link logs
 * them in); an address that was already a member's shows its message (SPEC 8 code 8006). "Log in" opens the drawer.
 */
export function ThankYou({ onClose }: { onClose: () => void }) {
  const [result, requestPanel] = useUnit([$result, authPanelRequested]);
  if (!result) return null;
  const logIn = (
    <Button onClick={() => requestPanel('login')}>
      <FormattedMessage id="member.signup.logIn" />
    </Button>
  );
  if (result.kind === 'alreadyRegistered') {
    return (
      <div className={styles.form}>
        <p className={styles.intro}>{result.message}</p>
        {logIn}
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <p className={styles.intro}>
        <FormattedMessage id="member.signup.registered" />
      </p>
      <p className={styles.intro}>
        <FormattedMessage id="member.signup.confirmEmail" values={{ email: result.email }} />
      </p>
      {!result.profileSaved && (
        <p className={styles.intro}>
          <FormattedMessage id="member.signup.profileNotSaved" />
        </p>
      )}
      {logIn}
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage id="member.signup.continue" />
      </Button>
    </div>
  );
}
