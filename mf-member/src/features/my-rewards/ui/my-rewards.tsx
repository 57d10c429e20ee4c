import { Button, Skeleton } from '@hotel/ui';
import { useStayDateFormat } from '@hotel/ui/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $loadFailed, $rewards, myRewardsClosed, myRewardsOpened, retryRequested } from '../model';
import styles from './my-rewards.module.css';
import { RewardTable } from './reward-table';

/** SPEC 2.8 My rewards: the balance, then Stays, Golf, Onsen, Restaurants and Gift shops. */
export function MyRewards() {
  const intl = useIntl();
  const date = useStayDateFormat(true);
  const [rewards, failed, opened, closed, retry] = useUnit([$rewards, $loadFailed, myRewardsOpened, myRewardsClosed, retryRequested]);
  useEffect(() => {
    opened();
    return () => closed();
  }, [opened, closed]);
  if (failed) {
    return (
      <div className={styles.problem} role="alert">
        <p>
          <FormattedMessage id="member.rewards.failed" />
        </p>
        <Button variant="secondary" onClick={() => retry()}>
          <FormattedMessage id="member.rewards.retry" />
        </Button>
      </div>
    );
  }
  if (!rewards) return <Skeleton label={intl.formatMessage({ id: 'member.rewards.loading' })} />;
  const { balance, tables } = rewards;
  return (
    <div className={styles.rewards}>
      <section className={styles.balance} aria-labelledby="member-rewards-balance">
        <h2 id="member-rewards-balance" className={styles.balanceLabel}>
          <FormattedMessage id="member.rewards.balance" />
        </h2>
        <p className={styles.balanceValue}>
          <FormattedMessage id="member.rewards.points" values={{ points: intl.formatNumber(balance.points) }} />
        </p>
        {balance.expiring_points > 0 && balance.expiring_at && (
          <p className={styles.expiring}>
            <FormattedMessage id="member.rewards.expiring" values={{ points: intl.formatNumber(balance.expiring_points), date: date(balance.expiring_at) }} />
          </p>
        )}
      </section>
      {tables.map((table) => (
        <RewardTable key={table.category} table={table} />
      ))}
    </div>
  );
}
