import { useIntl } from 'react-intl';
import { cardTokenMessage } from '../card-token-messages';
import styles from './card-fields.module.css';

/** The card token code as a sentence, announced when it appears (SPEC 8). */
export function CardTokenError({ code }: { code: string }) {
  const intl = useIntl();
  const { descriptor, values } = cardTokenMessage(code);
  return (
    <p role="alert" className={styles.tokenError}>
      {intl.formatMessage(descriptor, values)}
    </p>
  );
}
