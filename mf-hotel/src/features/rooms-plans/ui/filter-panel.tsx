import { Button } from '@hotel/ui';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
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
import { CheckGroup } from './check-group';
import styles from './filter-panel.module.css';
import { featureLabels, mealLabels, tripLabels } from './labels';
import { PriceSlider } from './price-slider';

const focusable = 'button:not([disabled]), input:not([disabled]), select, [tabindex="0"]';

/** Keeps Tab inside the dialog and closes it on Escape. */
function trapKeys(event: KeyboardEvent<HTMLElement>, close: () => void) {
  if (event.key === 'Escape') return close();
  if (event.key !== 'Tab') return undefined;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const [first, last] = [items[0], items[items.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
  return undefined;
}

/** SPEC 2.5 filter side panel: status, price range, plan, meal, room and trip type; Reset and Done. */
export default function FilterPanel({ returnFocusTo }: { returnFocusTo: string }) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [draft, options, span, matches] = useUnit([$draft, $filterOptions, $priceSpan, $draftMatches]);
  const [change, reset, apply, close] = useUnit([draftChanged, draftReset, filtersApplied, filterPanelClosed]);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
    return () => document.getElementById(returnFocusTo)?.focus();
  }, [returnFocusTo]);

  return (
    <>
      <div className={styles.backdrop} onClick={() => close()} aria-hidden="true" />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.panel} onKeyDown={(event) => trapKeys(event, close)}>
        <div className={styles.header}>
          <h3 id={titleId} className={styles.title}>
            <FormattedMessage id="hotel.rooms.filter.title" />
          </h3>
          <button type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'hotel.rooms.filter.close' })} onClick={() => close()}>
            ×
          </button>
        </div>
        <div className={styles.body}>
          <fieldset className={styles.group}>
            <legend>
              <FormattedMessage id="hotel.rooms.filter.status" />
            </legend>
            {(['all', 'available'] as const).map((status) => (
              <label key={status} className={styles.check}>
                <input type="radio" name={`${titleId}-status`} checked={draft.status === status} onChange={() => change({ status })} />
                <FormattedMessage id={status === 'all' ? 'hotel.rooms.filter.includeSoldOut' : 'hotel.rooms.filter.availableOnly'} />
              </label>
            ))}
          </fieldset>
          <PriceSlider range={draft.priceRange} span={span} onChange={(priceRange) => change({ priceRange })} />
          <CheckGroup
            legend={<FormattedMessage id="hotel.rooms.filter.planType" />}
            values={options.planFeatures}
            chosen={draft.planFeatures}
            labelOf={(feature) => <FormattedMessage id={featureLabels[feature]} />}
            onChange={(planFeatures) => change({ planFeatures })}
          />
          <CheckGroup
            legend={<FormattedMessage id="hotel.rooms.filter.mealType" />}
            values={options.mealTypes}
            chosen={draft.mealTypes}
            labelOf={(meal) => <FormattedMessage id={mealLabels[meal]} />}
            onChange={(mealTypes) => change({ mealTypes })}
          />
          <CheckGroup
            legend={<FormattedMessage id="hotel.rooms.filter.roomType" />}
            values={options.roomTypes.map((room) => room.code)}
            chosen={draft.roomTypes}
            labelOf={(code) => options.roomTypes.find((room) => room.code === code)?.name}
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
            legend={<FormattedMessage id="hotel.rooms.filter.tripType" />}
            values={options.tripTypes}
            chosen={draft.tripTypes}
            labelOf={(trip) => <FormattedMessage id={tripLabels[trip]} />}
            onChange={(tripTypes) => change({ tripTypes })}
          />
        </div>
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => reset()}>
            <FormattedMessage id="hotel.rooms.filter.reset" />
          </Button>
          <Button onClick={() => apply()}>
            <FormattedMessage id="hotel.rooms.filter.done" values={{ count: matches }} />
          </Button>
        </div>
      </div>
    </>
  );
}
