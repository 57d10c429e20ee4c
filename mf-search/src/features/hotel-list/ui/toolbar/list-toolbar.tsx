import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $activeFilterCount, $settling, $sortBy, filterPanelOpened, sortOverlayOpened } from '../../model/filters';
import { $fullMap, $view, fullMapToggled } from '../../model/view';
import styles from './toolbar.module.css';
import { ViewToggle } from './view-toggle';

/** Sort, filter (also in map view), list/map and the full-map switch; on phones the bottom bar takes over. */
export function ListToolbar() {
  const { sortBy, filters, view, fullMap, settling } = useUnit({
    sortBy: $sortBy,
    filters: $activeFilterCount,
    view: $view,
    fullMap: $fullMap,
    settling: $settling,
  });
  const [openSort, openFilter, toggleFullMap] = useUnit([sortOverlayOpened, filterPanelOpened, fullMapToggled]);
  return (
    <div className={styles.tools}>
      <button type="button" className={`${styles.tool} ${styles.wide}`} onClick={() => openSort()} aria-haspopup="dialog">
        <FormattedMessage id="search.list.sortCurrent" values={{ option: <FormattedMessage id={`search.list.sort.${sortBy}`} /> }} />
      </button>
      <button type="button" className={`${styles.tool} ${styles.wide}`} onClick={() => openFilter()} aria-haspopup="dialog">
        <FormattedMessage id="search.list.filterCount" values={{ count: filters }} />
      </button>
      <span className={styles.wide}>
        <ViewToggle />
      </span>
      {view === 'map' && (
        <button type="button" className={styles.tool} aria-pressed={fullMap} onClick={() => toggleFullMap()}>
          <FormattedMessage id="search.list.fullMap" />
        </button>
      )}
      {settling && <span className={styles.progress} aria-hidden="true" />}
    </div>
  );
}
