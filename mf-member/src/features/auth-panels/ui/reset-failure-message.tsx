import { FormattedMessage } from 'react-intl';
import type { ResetFailure } from '../lib';
import styles from './reset-password-form.module.css';

const failureMessageIds = {
  expiredLink: 'member.resetPassword.expiredLink',
  network: 'member.resetPassword.networkError',
  unexpected: 'member.resetPassword.unexpectedError',
} as const;

/** SPEC 8 "Forgot password": the failure above the confirm button; the server's own words when it gave some. */
export function ResetFailureMessage({ failure }: { failure: ResetFailure }) {
  return (
    <p role="alert" className={styles.failure}>
      {failure.kind === 'server' ? failure.title : <FormattedMessage id={failureMessageIds[failure.kind]} />}
    </p>
  );
}
