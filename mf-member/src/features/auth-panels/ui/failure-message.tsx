import { FormattedMessage } from 'react-intl';
import type { RequestFailure } from '../lib';
import styles from './reset-password-form.module.css';

const failureMessageIds = {
  network: 'member.login.failure.network',
  unexpected: 'member.login.failure.unexpected',
} as const;

/** SPEC 8: a failed call's message, the server's own words when it gave some. */
export function FailureMessage({ failure }: { failure: RequestFailure }) {
  return (
    <p role="alert" className={styles.failure}>
      {failure.kind === 'server' ? failure.title : <FormattedMessage id={failureMessageIds[failure.kind]} />}
    </p>
  );
}
