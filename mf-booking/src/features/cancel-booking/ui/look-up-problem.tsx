import { FormattedMessage } from 'react-intl';
import type { LookUpProblem } from '../lib';
import styles from './cancel-booking.module.css';

/** SPEC 8 reservation look-up failure, under the form, in the error style. */
export function LookUpProblemText({ problem }: { problem: LookUpProblem }) {
  return (
    <p role="alert" className={styles.error}>
      <ProblemSentence problem={problem} />
    </p>
  );
}

function ProblemSentence({ problem }: { problem: LookUpProblem }) {
  switch (problem.kind) {
    case 'offline':
      return <FormattedMessage id="booking.cancel.problem.offline" />;
    case 'notFound':
      return <FormattedMessage id="booking.cancel.problem.notFound" />;
    case 'tooManyAttempts':
      return <FormattedMessage id="booking.cancel.problem.tooManyAttempts" values={{ minutes: problem.retryAfterMinutes }} />;
    case 'alreadyCancelled':
    case 'failed':
      return problem.title;
  }
}
