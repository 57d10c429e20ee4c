import { useIntl } from 'react-intl';
import { CardSkeleton } from '../card/card-skeleton';
import styles from './hotel-grid.module.css';

interface CardPlaceholdersProps {
  count: number;
  /** What is loading now, announced as such: the first step's hotels, the next step's, or nothing yet. */
  loading: 'first' | 'more' | null;
}

/** Skeleton cards where cards will be; a status announcing the load while one is under way. */
export function CardPlaceholders({ count, loading }: CardPlaceholdersProps) {
  const intl = useIntl();
  const status = loading
    ? { role: 'status', 'aria-label': intl.formatMessage({ id: loading === 'first' ? 'search.list.loading' : 'search.list.loadingMore' }) }
    : { 'aria-hidden': true };
  return (
    <div className={styles.grid} {...status}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
