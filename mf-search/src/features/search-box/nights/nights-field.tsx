import { $booking } from '@hotel/bus';
import { searchLimits } from '@hotel/domain/search';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { nightsChosen } from '../calendar/model';
import { FieldTrigger } from '../fields/field-trigger';
import { $openPopup } from '../popups/model';
import { PopupPanel } from '../popups/popup-panel';
import fieldStyles from '../fields/field.module.css';
import styles from './nights.module.css';

const nightChoices = Array.from(
  { length: searchLimits.maxUndatedNights - searchLimits.minUndatedNights + 1 },
  (_, i) => searchLimits.minUndatedNights + i,
);

/** SPEC 4, 9: the night selector of an undated search, 1 to 9 nights. */
export function NightsField() {
  const intl = useIntl();
  const [booking, openPopup] = useUnit([$booking, $openPopup]);
  const chooseNights = useUnit(nightsChosen);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = openPopup === 'nightSelect';
  const nightsText = (count: number) => intl.formatMessage({ id: 'search.box.nights.count' }, { count });
  return (
    <div ref={anchorRef} className={fieldStyles.field}>
      <FieldTrigger
        popup="nightSelect"
        open={open}
        label={intl.formatMessage({ id: 'search.box.nights' })}
        value={nightsText(booking.nights)}
        triggerRef={triggerRef}
      />
      {open && (
        <PopupPanel title={intl.formatMessage({ id: 'search.box.nights.title' })} anchorRef={anchorRef} triggerRef={triggerRef}>
          <div className={styles.choices} role="group" aria-label={intl.formatMessage({ id: 'search.box.nights.title' })}>
            {nightChoices.map((count) => (
              <button
                key={count}
                type="button"
                className={styles.choice}
                aria-pressed={count === booking.nights}
                data-autofocus={count === booking.nights || undefined}
                onClick={() => chooseNights(count)}
              >
                {nightsText(count)}
              </button>
            ))}
          </div>
        </PopupPanel>
      )}
    </div>
  );
}
