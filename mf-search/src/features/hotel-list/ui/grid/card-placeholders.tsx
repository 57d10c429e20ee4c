import { useIntl } from 'react-intl';
import { CardSkeleton } from '../card/card-skeleton';
import styles from './hotel-grid.module.css';

interface CardPlaceholdersProps {
  count: number;
  /** The first step's hotels, or the next step's. */
  loading: 'first' | 'more';
}

/** Skeleton cards where cards will be, announced as loading. */
export function CardPlaceholders({ count, loading }: CardPlaceholdersProps) {
  const intl = useIntl();
  return (
    <div className={styles.grid} role="status" aria-label={intl.formatMessage({ id: loading === 'first' ? 'search.list.loading' : 'search.list.loadingMore' })}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
