import { Button } from '@hotel/ui';
import { CheckGroup } from '@hotel/ui/filter-controls';
import { Dialog, DialogBody, DialogFooter, DialogHeader } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { offeredPopularFilters } from '../../lib/hotel-filter';
import {
  $dictionaries,
  $filterDraft,
  filterDoneClicked,
  filterResetClicked,
  filterSortPicked,
  overlayDismissed,
  popularFilterToggled,
  prefectureToggled,
  tripTypeToggled,
} from '../../model/filters';
import { $distanceKnown, $draftMatchCount, $prefectureOptions } from '../../model/list';
import { DoneButton } from './done-button';
import styles from './overlays.module.css';
import { PriceRange } from './price-range';
import { SortOptions } from './sort-options';

/** SPEC 2.4 filter panel: it slides in (full screen on phones); Done saves the filter and closes, Reset restores the defaults. */
export function FilterPanel() {
  const intl = useIntl();
  const { draft, dictionaries, prefectures, distanceKnown, matches } = useUnit({
    draft: $filterDraft,
    dictionaries: $dictionaries,
    prefectures: $prefectureOptions,
    distanceKnown: $distanceKnown,
    matches: $draftMatchCount,
  });
  const events = useUnit({
    dismiss: overlayDismissed,
    done: filterDoneClicked,
    reset: filterResetClicked,
    sort: filterSortPicked,
    prefecture: prefectureToggled,
    popular: popularFilterToggled,
    trip: tripTypeToggled,
  });
  const options = useMemo(
    () => ({
      prefectures: prefectures.map(({ code, name }) => ({ value: code, label: name })),
      popular: offeredPopularFilters(dictionaries?.popularFilters ?? []).map(({ id, name }) => ({ value: id, label: name })),
      trips: (dictionaries?.tripTypes ?? []).map(({ id, name }) => ({ value: id, label: name })),
    }),
    [prefectures, dictionaries],
  );
  return (
    <Dialog shape="end" phoneShape="full" lockPage={false} onClose={events.dismiss}>
      <DialogHeader title={<FormattedMessage id="search.list.filter.title" />} closeLabel={intl.formatMessage({ id: 'search.list.close' })} />
      <DialogBody>
        <PriceRange />
        <SortOptions
          name="hotel-list-filter-sort"
          legend={<FormattedMessage id="search.list.filter.sortBy" />}
          value={draft.sortBy}
          onPick={events.sort}
          distanceKnown={distanceKnown}
        />
        <CheckGroup
          columns
          legend={<FormattedMessage id="search.list.filter.prefecture" />}
          options={options.prefectures}
          checked={draft.prefecture}
          onChange={(_, code) => events.prefecture(code)}
        />
        <CheckGroup
          columns
          legend={<FormattedMessage id="search.list.filter.popular" />}
          options={options.popular}
          checked={draft.popularFilterList}
          onChange={(_, id) => events.popular(id)}
        />
        <CheckGroup columns legend={<FormattedMessage id="search.list.filter.tripType" />} options={options.trips} checked={draft.tripType} onChange={(_, id) => events.trip(id)} />
      </DialogBody>
      <DialogFooter>
        <p className={styles.matches} aria-live="polite">
          <FormattedMessage id="search.list.filter.matches" values={{ count: matches }} />
        </p>
        <Button variant="secondary" onClick={() => events.reset()}>
          <FormattedMessage id="search.list.filter.reset" />
        </Button>
        <DoneButton onDone={events.done} />
      </DialogFooter>
    </Dialog>
  );
}
