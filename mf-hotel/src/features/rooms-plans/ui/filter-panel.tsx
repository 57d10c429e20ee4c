import { Button } from '@hotel/ui';
import { CheckGroup } from '@hotel/ui/filter-controls';
import { Dialog, DialogBody, DialogFooter, DialogHeader } from '@hotel/ui/dialog';
import { useUnit } from 'effector-react';
import { type RefObject, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  $draft,
  $draftMatches,
  $filterOptions,
  $priceSpan,
  draftChanged,
  draftReset,
  filterPanelClosed,
  filtersApplied,
} from '../filter-model';
import styles from './filter-panel.module.css';
import { featureLabels, mealLabels, tripLabels } from './labels';
import { PriceSlider } from './price-slider';

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: <FormattedMessage id={labels[value]} /> }));

/** SPEC 2.5 filter side panel: status, price range, plan, meal, room and trip type; Reset and Done. */
export default function FilterPanel({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const intl = useIntl();
  const statusName = useId();
  const [draft, options, span, matches] = useUnit([$draft, $filterOptions, $priceSpan, $draftMatches]);
  const [change, reset, apply, close] = useUnit([draftChanged, draftReset, filtersApplied, filterPanelClosed]);

  return (
    <Dialog shape="end" phoneShape="full" onClose={close} returnFocusTo={returnFocusTo}>
      <DialogHeader level={3} title={<FormattedMessage id="hotel.rooms.filter.title" />} closeLabel={intl.formatMessage({ id: 'hotel.rooms.filter.close' })} />
      <DialogBody className={styles.body}>
        <fieldset className={styles.group}>
          <legend>
            <FormattedMessage id="hotel.rooms.filter.status" />
          </legend>
          {(['all', 'available'] as const).map((status) => (
            <label key={status} className={styles.check}>
              <input type="radio" name={statusName} checked={draft.status === status} onChange={() => change({ status })} />
              <FormattedMessage id={status === 'all' ? 'hotel.rooms.filter.includeSoldOut' : 'hotel.rooms.filter.availableOnly'} />
            </label>
          ))}
        </fieldset>
        <PriceSlider range={draft.priceRange} span={span} onChange={(priceRange) => change({ priceRange })} />
        <CheckGroup
          className={styles.group}
          legend={<FormattedMessage id="hotel.rooms.filter.planType" />}
          options={labelled(options.planFeatures, featureLabels)}
          checked={draft.planFeatures}
          onChange={(planFeatures) => change({ planFeatures })}
        />
        <CheckGroup
          className={styles.group}
          legend={<FormattedMessage id="hotel.rooms.filter.mealType" />}
          options={labelled(options.mealTypes, mealLabels)}
          checked={draft.mealTypes}
          onChange={(mealTypes) => change({ mealTypes })}
        />
        <CheckGroup
          className={styles.group}
          legend={<FormattedMessage id="hotel.rooms.filter.roomType" />}
          options={options.roomTypes.map((room) => ({ value: room.code, label: room.name }))}
          checked={draft.roomTypes}
          onChange={(roomTypes) => change({ roomTypes })}
        >
          {(options.hasSmokingRooms || draft.nonSmoking) && (
            <label className={styles.check}>
              <input type="checkbox" checked={draft.nonSmoking} onChange={() => change({ nonSmoking: !draft.nonSmoking })} />
              <FormattedMessage id="hotel.rooms.filter.nonSmoking" />
            </label>
          )}
        </CheckGroup>
        <CheckGroup
          className={styles.group}
          legend={<FormattedMessage id="hotel.rooms.filter.tripType" />}
          options={labelled(options.tripTypes, tripLabels)}
          checked={draft.tripTypes}
          onChange={(tripTypes) => change({ tripTypes })}
        />
      </DialogBody>
      <DialogFooter className={styles.footer}>
        <Button variant="secondary" onClick={() => reset()}>
          <FormattedMessage id="hotel.rooms.filter.reset" />
        </Button>
        <Button onClick={() => apply()}>
          <FormattedMessage id="hotel.rooms.filter.done" values={{ count: matches }} />
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
