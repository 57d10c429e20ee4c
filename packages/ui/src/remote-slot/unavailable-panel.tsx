import { FormattedMessage } from 'react-intl';
import { Button } from '../primitives/button';
import styles from './unavailable-panel.module.css';

export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title" className={styles.title}>
        <FormattedMessage id="ui.remoteSlot.unavailable.title" />
      </h2>
      <p className={styles.body}>
        <FormattedMessage id="ui.remoteSlot.unavailable.body" />
      </p>
      <Button onClick={onRetry}>
        <FormattedMessage id="ui.remoteSlot.retry" />
      </Button>
    </section>
  );
}
