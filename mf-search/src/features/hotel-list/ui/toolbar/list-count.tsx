import { $locale } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { areaName } from '../../lib/area-name';
import { $areas, $listSearch, $status } from '../../model/hotels';
import { $resultCount } from '../../model/list';
import styles from './toolbar.module.css';

/** SPEC 2.4 title with the count of hotels found: singular, plural, and with the place searched. */
export function ListCount() {
  const { status, count, search, areas, locale } = useUnit({ status: $status, count: $resultCount, search: $listSearch, areas: $areas, locale: $locale });
  if (status !== 'success' || !search) return <p className={styles.countPlaceholder} aria-hidden="true" />;
  const area = search.searchText ? areaName(search, areas, locale) : null;
  return (
    <h2 className={styles.count}>
      {area ? (
        <FormattedMessage id="search.list.countIn" values={{ count, area }} />
      ) : (
        <FormattedMessage id="search.list.count" values={{ count }} />
      )}
    </h2>
  );
}
