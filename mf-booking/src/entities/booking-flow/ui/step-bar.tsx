import { FormattedMessage, useIntl } from 'react-intl';
import styles from './funnel.module.css';

/** SPEC 2.6: six steps; review is 3, guest details 4, payment 5, confirmation 6. */
export type FunnelStep = 3 | 4 | 5 | 6;

const stepIds = ['search', 'room', 'review', 'guest', 'payment', 'confirmation'] as const;

export function StepBar({ current }: { current: FunnelStep }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'booking.steps.label' })} className={styles.stepNav}>
      <ol className={styles.steps}>
        {stepIds.map((id, index) => {
          const number = index + 1;
          const state = number < current ? styles.done : number === current ? styles.current : styles.todo;
          return (
            <li key={id} className={`${styles.step} ${state}`} aria-current={number === current ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {number}
              </span>
              <span className={styles.stepName}>
                <FormattedMessage id={`booking.steps.${id}`} />
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.stepCount}>
        <FormattedMessage id="booking.steps.count" values={{ current, total: stepIds.length }} />
      </p>
    </nav>
  );
}
