import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $shownCount } from '../../model/list';
import { $boundsIds } from '../../model/view';
import styles from './hotel-map.module.css';

/** In map view the list holds the hotels inside the visible map (SPEC 2.4); this says so. */
export function MapAreaNote() {
  const { bounded, count } = useUnit({ bounded: $boundsIds, count: $shownCount });
  if (!bounded) return null;
  return (
    <p className={styles.areaNote} aria-live="polite">
      <FormattedMessage id="search.list.map.inArea" values={{ count }} />
    </p>
  );
}
