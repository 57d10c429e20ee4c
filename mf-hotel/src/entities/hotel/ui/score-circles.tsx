import { FormattedMessage, useIntl } from 'react-intl';
import { roundToHalf, scoreCircles } from '../score';
import styles from './score-circles.module.css';

interface ScoreCirclesProps {
  score: number;
  count?: number;
  compact?: boolean;
  large?: boolean;
}

/** A score rounded to half points on five circles (SPEC 7.2), read out as "4.5 out of 5". */
export function ScoreCircles({ score, count, compact = false, large = false }: ScoreCirclesProps) {
  const intl = useIntl();
  const rounded = roundToHalf(score);
  const label = intl.formatMessage({ id: 'hotel.detail.reviews.score' }, { score: intl.formatNumber(rounded, { minimumFractionDigits: 1 }) });
  return (
    <span className={`${styles.score} ${large ? styles.large : ''}`}>
      <span className={styles.circles} role="img" aria-label={label}>
        {scoreCircles(rounded).map((fill, i) => (
          <span key={i} className={`${styles.circle} ${styles[fill]}`} />
        ))}
      </span>
      {!compact && (
        <span className={styles.number} aria-hidden="true">
          {intl.formatNumber(rounded, { minimumFractionDigits: 1 })}
        </span>
      )}
      {count !== undefined && (
        <span className={styles.count}>
          <FormattedMessage id="hotel.detail.reviews.count" values={{ count }} />
        </span>
      )}
    </span>
  );
}
