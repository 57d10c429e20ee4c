import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { $activeFilterCount, $filterDisabled, $filterPanelOpen, filterPanelOpened } from '../filter-model';

// The panel is code only a visitor who filters needs.
const FilterPanel = lazy(() => import(/* webpackChunkName: "rooms-filter-panel" */ './filter-panel'));

/** Opens the filter side panel; disabled while rooms load or when there are none (SPEC 2.5). */
export function FilterButton() {
  const [count, disabled, open, openPanel] = useUnit([$activeFilterCount, $filterDisabled, $filterPanelOpen, filterPanelOpened]);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" disabled={disabled} aria-haspopup="dialog" aria-expanded={open} onClick={() => openPanel()}>
        <FormattedMessage id={count > 0 ? 'hotel.rooms.filter.buttonActive' : 'hotel.rooms.filter.button'} values={{ count }} />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterPanel returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
