import { authPanelRequested } from '@hotel/bus';
import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { type MemberProblem, memberReloadRequested } from '../model';
import styles from './member-load-problem.module.css';

/** What my card and my profile show instead of the member, with the way on: log in again, or try again. */
export function MemberLoadProblem({ problem }: { problem: MemberProblem }) {
  const [requestPanel, reload] = useUnit([authPanelRequested, memberReloadRequested]);
  if (problem === 'logInAgain') {
    return (
      <div className={styles.problem}>
        <p role="status" className={styles.message}>
          <FormattedMessage id="member.card.logInAgain" />
        </p>
        <Button onClick={() => requestPanel('login')}>
          <FormattedMessage id="member.card.logInAgainButton" />
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.failure}>
        <FormattedMessage id="member.card.loadFailed" />
      </p>
      <Button variant="secondary" onClick={() => reload()}>
        <FormattedMessage id="member.card.retry" />
      </Button>
    </div>
  );
}
