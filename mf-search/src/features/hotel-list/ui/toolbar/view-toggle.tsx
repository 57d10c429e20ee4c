import { $online } from '@hotel/bus';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $hotelsLoading } from '../../model/hotels';
import { $view, viewChosen, type ListView } from '../../model/view';
import styles from './toolbar.module.css';

const views: ListView[] = ['list', 'map'];

/** SPEC 2.4: list or map, shown only when online; ignored (and marked so) while hotels load. */
export function ViewToggle() {
  const intl = useIntl();
  const { view, online, loading } = useUnit({ view: $view, online: $online, loading: $hotelsLoading });
  const choose = useUnit(viewChosen);
  if (!online) return null;
  return (
    <div className={styles.segmented} role="group" aria-label={intl.formatMessage({ id: 'search.list.viewLabel' })}>
      {views.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.segment}
          aria-pressed={view === option}
          aria-disabled={loading || undefined}
          onClick={() => choose(option)}
        >
          <FormattedMessage id={option === 'list' ? 'search.list.viewList' : 'search.list.viewMap'} />
        </button>
      ))}
    </div>
  );
}
