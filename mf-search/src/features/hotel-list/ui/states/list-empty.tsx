import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $filter, filterResetClicked } from '../../model/filters';
import styles from './states.module.css';

/** Nothing to show: SPEC 8's no-rooms message, or a way out of filters that leave nothing. */
export function ListEmpty() {
  const filtered = useUnit($filter).isFilter;
  const reset = useUnit(filterResetClicked);
  return (
    <div className={styles.notice}>
      <p className={styles.title}>
        <FormattedMessage id={filtered ? 'search.list.emptyFiltered' : 'search.list.empty'} />
      </p>
      {filtered && (
        <Button variant="secondary" onClick={() => reset()}>
          <FormattedMessage id="search.list.resetFilters" />
        </Button>
      )}
    </div>
  );
}
