import { useIntl } from 'react-intl';
import { pageSize } from '../../lib/paging';
import { CardSkeleton } from '../card/card-skeleton';
import gridStyles from '../grid/hotel-grid.module.css';

/** The first step's shape while the hotels load. */
export function ListLoading() {
  const intl = useIntl();
  return (
    <div className={gridStyles.grid} role="status" aria-label={intl.formatMessage({ id: 'search.list.loading' })}>
      {Array.from({ length: pageSize }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
