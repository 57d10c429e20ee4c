import { useUnit } from 'effector-react';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $view, type RoomsView, viewSwitched } from '../model';
import styles from './section.module.css';

const views: RoomsView[] = ['rooms', 'plans'];
const viewLabels: Record<RoomsView, string> = { rooms: 'hotel.rooms.view.rooms', plans: 'hotel.rooms.view.plans' };

export const tabIdOf = (prefix: string, view: RoomsView) => `${prefix}-tab-${view}`;

/** By room / by plan (SPEC 2.5 `type`), as tabs: arrow keys move between them. */
export function ViewTabs({ idPrefix, panelId }: { idPrefix: string; panelId: string }) {
  const intl = useIntl();
  const [view, switchView] = useUnit([$view, viewSwitched]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = view === 'rooms' ? 'plans' : 'rooms';
    switchView(next);
    document.getElementById(tabIdOf(idPrefix, next))?.focus();
  };
  return (
    <div role="tablist" aria-label={intl.formatMessage({ id: 'hotel.rooms.viewTabs' })} className={styles.tabs}>
      {views.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, item)}
          className={styles.tab}
          aria-selected={view === item}
          aria-controls={panelId}
          tabIndex={view === item ? 0 : -1}
          onClick={() => view !== item && switchView(item)}
          onKeyDown={onKeyDown}
        >
          <FormattedMessage id={viewLabels[item]} />
        </button>
      ))}
    </div>
  );
}
