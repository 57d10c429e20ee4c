import { $online } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $activeFilterCount, filterPanelOpened, sortOverlayOpened } from '../../model/filters';
import { $hotelsLoading } from '../../model/hotels';
import { $view, viewChosen } from '../../model/view';
import styles from './toolbar.module.css';

/** SPEC 2.4: phones get their own navigation bar, at the bottom within thumb reach. */
export function PhoneBar() {
  const intl = useIntl();
  const { view, online, filters, loading } = useUnit({
    view: $view,
    online: $online,
    filters: $activeFilterCount,
    loading: $hotelsLoading,
  });
  const [openSort, openFilter, choose] = useUnit([sortOverlayOpened, filterPanelOpened, viewChosen]);
  return (
    <nav className={styles.phoneBar} aria-label={intl.formatMessage({ id: 'search.list.toolbar' })}>
      <button type="button" className={styles.phoneButton} onClick={() => openSort()} aria-haspopup="dialog">
        <FormattedMessage id="search.list.sort" />
      </button>
      <button type="button" className={styles.phoneButton} onClick={() => openFilter()} aria-haspopup="dialog">
        <FormattedMessage id="search.list.filterCount" values={{ count: filters }} />
      </button>
      {online && (
        <button
          type="button"
          className={styles.phoneButton}
          aria-disabled={loading || undefined}
          onClick={() => choose(view === 'map' ? 'list' : 'map')}
        >
          <FormattedMessage id={view === 'map' ? 'search.list.viewList' : 'search.list.viewMap'} />
        </button>
      )}
    </nav>
  );
}
