import { FormattedMessage } from 'react-intl';
import type { SignUpFailure } from '../lib/failures';
import styles from './sign-up.module.css';

const messageIds = {
  alreadyMember: 'member.signup.alreadyMember',
  network: 'member.signup.networkError',
  unexpected: 'member.signup.unexpectedError',
} as const;

/** SPEC 8 sign-up failures: the server's own words when it gave some. */
export function FailureMessage({ failure }: { failure: SignUpFailure }) {
  return (
    <p role="alert" className={styles.alert}>
      {failure.kind === 'server' ? failure.message : <FormattedMessage id={messageIds[failure.kind]} />}
    </p>
  );
}

/** SPEC 8 "Offline: 'You are Offline'": the attempt was not sent. */
export function OfflineAlert() {
  return (
    <p role="alert" className={styles.alert}>
      <FormattedMessage id="member.signup.offline" />
    </p>
  );
}
